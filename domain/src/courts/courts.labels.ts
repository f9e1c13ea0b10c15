import type {
  COURT_AMENITIES,
  COURT_FACILITIES,
  COURT_STATUSES,
  PARKING_OPTIONS,
  SURFACE_TYPES,
  WEEKDAYS,
} from './courts.rules';

/**
 * The translation key of each court value (catalog `courts`), for every screen, export and
 * import template that names one: written out in full so the catalog check finds each key.
 */
export const COURT_STATUS_LABELS: Record<(typeof COURT_STATUSES)[number], string> = {
  active: 'courts:status.active',
  inactive: 'courts:status.inactive',
  pending: 'courts:status.pending',
  archived: 'courts:status.archived',
};

export const SURFACE_LABELS: Record<(typeof SURFACE_TYPES)[number], string> = {
  acrylic: 'courts:surface.acrylic',
  concrete: 'courts:surface.concrete',
  asphalt: 'courts:surface.asphalt',
  sport_tile: 'courts:surface.sport_tile',
  wood: 'courts:surface.wood',
  synthetic_turf: 'courts:surface.synthetic_turf',
  other: 'courts:surface.other',
};

export const PARKING_LABELS: Record<(typeof PARKING_OPTIONS)[number], string> = {
  none: 'courts:parking.none',
  free: 'courts:parking.free',
  paid: 'courts:parking.paid',
};

export const FACILITY_LABELS: Record<(typeof COURT_FACILITIES)[number], string> = {
  indoor: 'courts:facility.indoor',
  outdoor: 'courts:facility.outdoor',
  covered: 'courts:facility.covered',
  lighting: 'courts:facility.lighting',
  restrooms: 'courts:facility.restrooms',
  showers: 'courts:facility.showers',
  locker_room: 'courts:facility.locker_room',
  seating: 'courts:facility.seating',
};

export const AMENITY_LABELS: Record<(typeof COURT_AMENITIES)[number], string> = {
  wifi: 'courts:amenity.wifi',
  drinking_water: 'courts:amenity.drinking_water',
  cafe: 'courts:amenity.cafe',
  pro_shop: 'courts:amenity.pro_shop',
  air_conditioning: 'courts:amenity.air_conditioning',
  first_aid: 'courts:amenity.first_aid',
  ball_machine: 'courts:amenity.ball_machine',
};

export const WEEKDAY_LABELS: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'courts:days.monday',
  tuesday: 'courts:days.tuesday',
  wednesday: 'courts:days.wednesday',
  thursday: 'courts:days.thursday',
  friday: 'courts:days.friday',
  saturday: 'courts:days.saturday',
  sunday: 'courts:days.sunday',
};
