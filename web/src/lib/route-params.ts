/**
 * Record ids in addresses are positive integers (`/matches/12`). A route's id parameters are the
 * ones named `id` or `…Id` (`:id`, `:id?`, `:matchId`); other parameters (`:token`, `:provider`)
 * are free text. The router shows the not-found page when an id is anything else (`/matches/abc`),
 * rather than a page waiting for a record that cannot exist.
 */

/** `'12'` → 12; `'abc'`, `'0'`, `'1.5'`, `'012'` or a number past the safe range → null. */
export function parseIdParam(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The id parameters of a route path, whether optional or not: `/chat/:id?` → `[{name: 'id', isOptional: true}]`. */
export function readIdParams(path: string): { name: string; isOptional: boolean }[] {
  return [...path.matchAll(/:(\w+)(\?)?/g)]
    .filter(([, name]) => name === 'id' || /Id$/.test(name ?? ''))
    .map(([, name, optional]) => ({ name: name ?? '', isOptional: optional === '?' }));
}

/** Whether the address's parameters fit the route's id parameters (an optional one may be absent). */
export function hasValidIdParams(
  path: string,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return readIdParams(path).every(({ name, isOptional }) =>
    params[name] === undefined ? isOptional : parseIdParam(params[name]) !== null,
  );
}
