/** A server 422's field errors sorted into the form's fields and the rest. */
export interface MappedServerErrors {
  /** Messages for fields the form has, by field name. */
  fields: Record<string, string>;
  /** Messages about fields the form does not show; displayed above the form. */
  others: string[];
}

/**
 * Sorts a 422 answer's `errors` ({field: [message]}, already translated by the server) onto the
 * form's fields. A nested path (`roles.0`, `address.city`) goes to the longest field name it starts
 * with; the first message of a field is shown.
 */
export function mapServerFieldErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  fieldNames: readonly string[],
): MappedServerErrors {
  const known = new Set(fieldNames);
  const fields: Record<string, string> = {};
  const others: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const parts = path.split('.');
    let target: string | null = null;
    for (let length = parts.length; length > 0 && target === null; length -= 1) {
      const candidate = parts.slice(0, length).join('.');
      if (known.has(candidate)) target = candidate;
    }
    if (target === null) others.push(message);
    else fields[target] ??= message;
  }
  return { fields, others };
}
