/**
 * Realistic, reproducible people for seeding: Vietnamese names (family names in their real
 * proportions, the middle names that mark gender) and English ones, with usernames, e-mails and
 * Vietnamese mobile numbers that are unique by construction, so a 100,000-row seed never needs a
 * look-up or a retry.
 */
import { foldForSearch } from '@pickleball/domain';

/** mulberry32 (the generator's own): seedable, so every run seeds the same data. */
export { createSeededRandom as createRandom } from '@pickleball/domain/scheduling/random';

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Weighted by share of the population (Nguyễn alone is almost four in ten). */
const VIETNAMESE_FAMILY_NAMES: readonly [string, number][] = [
  ['Nguyễn', 38],
  ['Trần', 11],
  ['Lê', 9.5],
  ['Phạm', 7],
  ['Hoàng', 3],
  ['Huỳnh', 2],
  ['Phan', 4.5],
  ['Vũ', 2],
  ['Võ', 2],
  ['Đặng', 2],
  ['Bùi', 2],
  ['Đỗ', 1.4],
  ['Hồ', 1.3],
  ['Ngô', 1.3],
  ['Dương', 1],
  ['Lý', 0.5],
  ['Đinh', 0.5],
  ['Trương', 0.5],
];
const FAMILY_WEIGHT_TOTAL = VIETNAMESE_FAMILY_NAMES.reduce((sum, [, weight]) => sum + weight, 0);

const MALE_MIDDLE_NAMES = ['Văn', 'Hữu', 'Đức', 'Minh', 'Quang', 'Hoàng', 'Thanh', 'Công', 'Gia', 'Anh'];
const FEMALE_MIDDLE_NAMES = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Phương', 'Hồng', 'Kim', 'Bảo', 'Mỹ', 'Thùy'];
const MALE_GIVEN_NAMES = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Đức',
  'Hải',
  'Hùng',
  'Huy',
  'Khang',
  'Khoa',
  'Long',
  'Minh',
  'Nam',
  'Phong',
  'Phúc',
  'Quân',
  'Sơn',
  'Tài',
  'Thắng',
  'Thành',
  'Trung',
  'Tuấn',
  'Việt',
  'Vinh',
  'Hiếu',
  'Lộc',
];
const FEMALE_GIVEN_NAMES = [
  'Anh',
  'Bình',
  'Chi',
  'Dung',
  'Giang',
  'Hà',
  'Hạnh',
  'Hằng',
  'Hoa',
  'Hương',
  'Lan',
  'Linh',
  'Mai',
  'My',
  'Nga',
  'Ngân',
  'Nhung',
  'Oanh',
  'Phương',
  'Quỳnh',
  'Thảo',
  'Trang',
  'Trinh',
  'Tuyết',
  'Vy',
  'Yến',
];
const ENGLISH_FIRST_NAMES = [
  'James',
  'John',
  'Robert',
  'Michael',
  'William',
  'David',
  'Richard',
  'Joseph',
  'Thomas',
  'Daniel',
  'Matthew',
  'Andrew',
  'Mary',
  'Patricia',
  'Jennifer',
  'Linda',
  'Elizabeth',
  'Sarah',
  'Emily',
  'Emma',
  'Olivia',
  'Sophie',
  'Jessica',
  'Laura',
];
const ENGLISH_LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thomas',
  'Moore',
  'Martin',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
];
const EMAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'icloud.com',
  'fpt.vn',
];

const USERNAME_MAX_LENGTH = 16;
/** A multiplier coprime with 10^8: i → (i·k + c) mod 10^8 is a bijection, so phone numbers never repeat. */
const PHONE_MULTIPLIER = 48_271;
const PHONE_OFFSET = 12_345_678;
const PHONE_SPACE = 100_000_000;

export interface Person {
  name: string;
  username: string;
  email: string | null;
  phone: string | null;
}

function pickFamilyName(random: Random): string {
  let roll = random() * FAMILY_WEIGHT_TOTAL;
  for (const [name, weight] of VIETNAMESE_FAMILY_NAMES) {
    roll -= weight;
    if (roll <= 0) return name;
  }
  return 'Nguyễn';
}

/** Name parts in display order, plus the parts a username is made of (folded, ASCII). */
function makeName(random: Random): { name: string; usernameParts: string[] } {
  if (random() < 0.75) {
    const isFemale = random() < 0.5;
    const family = pickFamilyName(random);
    const middle = pick(random, isFemale ? FEMALE_MIDDLE_NAMES : MALE_MIDDLE_NAMES);
    const given = pick(random, isFemale ? FEMALE_GIVEN_NAMES : MALE_GIVEN_NAMES);
    const name = `${family} ${middle} ${given}`;
    const [f, m, g] = [family, middle, given].map(foldForSearch) as [string, string, string];
    const style = random();
    if (style < 0.35) return { name, usernameParts: [g, '.', f] };
    if (style < 0.55) return { name, usernameParts: [f, m, g] };
    if (style < 0.75) return { name, usernameParts: [g, f] };
    if (style < 0.9) return { name, usernameParts: [f, '_', g] };
    return { name, usernameParts: [g, m, f] };
  }
  const first = pick(random, ENGLISH_FIRST_NAMES);
  const last = pick(random, ENGLISH_LAST_NAMES);
  const [f, l] = [first, last].map(foldForSearch) as [string, string];
  const style = random();
  const usernameParts =
    style < 0.4 ? [f, '.', l] : style < 0.7 ? [f, l] : style < 0.85 ? [f, '_', l] : [f.slice(0, 1), l];
  return { name: `${first} ${last}`, usernameParts };
}

/**
 * The index-th person. The username ends in index + 1 and its prefix holds no digit, so the
 * trailing digits alone identify the person: unique without checking.
 */
export function makePerson(random: Random, index: number): Person {
  const { name, usernameParts } = makeName(random);
  const suffix = String(index + 1);
  const prefix = usernameParts
    .join('')
    .slice(0, USERNAME_MAX_LENGTH - suffix.length)
    .replace(/[._]+$/, '');
  const username = `${prefix}${suffix}`;
  const email = random() < 0.9 ? `${username}@${pick(random, EMAIL_DOMAINS)}` : null;
  return { name, username, email, phone: random() < 0.95 ? makePhone(random, index) : null };
}

/** 09xxxxxxxx or 03xxxxxxxx (03 is followed by 2–9 on real networks, so 030/031 become 09). */
function makePhone(random: Random, index: number): string {
  const digits = String((index * PHONE_MULTIPLIER + PHONE_OFFSET) % PHONE_SPACE).padStart(8, '0');
  const prefix = random() < 0.45 && digits[0] !== '0' && digits[0] !== '1' ? '03' : '09';
  return `${prefix}${digits}`;
}
