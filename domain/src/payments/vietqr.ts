/**
 * VietQR bank transfers (issue 28 §2), pure: the payload of a VietQR code as the product draws it
 * itself, and the short transfer note that lets a bank feed's line be matched to its payment.
 *
 * The payload is EMVCo's merchant-presented QR as NAPAS 247 profiles it for transfers to an
 * account: fields as ID, two-digit length, value; field 38 holds the NAPAS GUID A000000727, the
 * beneficiary (00: the bank's BIN, 01: the account) and the service QRIBFTTA; 53 the currency
 * 704 (VND), 54 the amount in đồng, 58 the country VN, 62.08 the transfer's purpose, and 63 a
 * CRC-16/CCITT-FALSE over everything before its value. Banking apps fill the transfer from it.
 */

export const NAPAS_GUID = 'A000000727';
const TRANSFER_TO_ACCOUNT = 'QRIBFTTA';

export interface VietQrTransfer {
  /** The bank's 6-digit NAPAS BIN (970415 VietinBank, 970436 Vietcombank…). */
  bin: string;
  /** The beneficiary's account number. */
  account: string;
  /** Whole đồng; without it the payer types the amount (a static code). */
  amount?: number;
  /** The transfer note (up to 25 characters; diacritics dropped, as banks carry ASCII). */
  purpose?: string;
}

/** ID + length + value. */
const field = (id: string, value: string): string => {
  if (value.length > 99) throw new RangeError(`field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** Printable ASCII: what the payloads built here hold (their notes are folded to it). */
const ASCII = /^[\x20-\x7e]*$/;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF) of ASCII text, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  if (!ASCII.test(text)) throw new RangeError('the text is not printable ASCII');
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A transfer note as banks carry it: no diacritics, letters, digits and spaces, 25 at most. */
export function transferPurpose(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 25)
    .trim();
}

export function buildVietQr(transfer: VietQrTransfer): string {
  if (!/^\d{6}$/.test(transfer.bin)) throw new RangeError('the BIN is 6 digits');
  if (!/^[0-9A-Za-z]{1,19}$/.test(transfer.account))
    throw new RangeError('the account is 1 to 19 letters or digits');
  if (transfer.amount !== undefined && (!Number.isSafeInteger(transfer.amount) || transfer.amount <= 0))
    throw new RangeError('the amount is a whole number of đồng above 0');
  const beneficiary = field('00', transfer.bin) + field('01', transfer.account);
  const purpose = transfer.purpose === undefined ? '' : transferPurpose(transfer.purpose);
  const body =
    field('00', '01') +
    // 12: a code for one payment (its amount is set); 11: a code to reuse.
    field('01', transfer.amount === undefined ? '11' : '12') +
    field('38', field('00', NAPAS_GUID) + field('01', beneficiary) + field('02', TRANSFER_TO_ACCOUNT)) +
    field('53', '704') +
    (transfer.amount === undefined ? '' : field('54', String(transfer.amount))) +
    field('58', 'VN') +
    (purpose ? field('62', field('08', purpose)) : '') +
    '6304';
  return body + crc16(body);
}

/** The fields of a payload by ID (nested templates as strings), or null when it is malformed or its CRC is wrong. */
export function readEmvFields(payload: string): Map<string, string> | null {
  if (
    payload.length < 8 ||
    !ASCII.test(payload) ||
    crc16(payload.slice(0, -4)) !== payload.slice(-4).toUpperCase()
  )
    return null;
  return readFields(payload);
}

function readFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  for (let at = 0; at < text.length; ) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > text.length) return null;
    fields.set(id, text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** What a VietQR transfer payload asks for, or null when it is no valid transfer code. */
export function readVietQr(payload: string): VietQrTransfer | null {
  const fields = readEmvFields(payload);
  const merchant = readFields(fields?.get('38') ?? '');
  const beneficiary = readFields(merchant?.get('01') ?? '');
  if (!fields || merchant?.get('00') !== NAPAS_GUID || fields.get('53') !== '704') return null;
  const bin = beneficiary?.get('00');
  const account = beneficiary?.get('01');
  if (!bin || !account) return null;
  const amount = fields.get('54');
  const purpose = readFields(fields.get('62') ?? '')?.get('08');
  return {
    bin,
    account,
    ...(amount === undefined ? {} : { amount: Number(amount) }),
    ...(purpose === undefined ? {} : { purpose }),
  };
}

/** Letters and digits no one misreads on a phone or by ear (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
const NOTE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

/**
 * A payment's transfer note: `PB` and 5 characters of NOTE_ALPHABET (about 9.8 million codes), short
 * enough to type, unlike any Vietnamese word, and read back from a bank line whatever the bank
 * added around it. `random` gives numbers in [0, 1) (crypto in the server); the server keeps
 * notes unique.
 */
export function transferNote(random: () => number): string {
  let code = 'PB';
  for (let i = 0; i < 5; i += 1) code += NOTE_ALPHABET[Math.floor(random() * NOTE_ALPHABET.length)];
  return code;
}

/** The transfer notes found in a bank line's content (banks add their own words, dots or dashes around it). */
export function findTransferNotes(content: string): string[] {
  // A note the bank split after its prefix ("PB 7K3Q9", "PB-7K3Q9") is joined back first.
  const joined = content.toUpperCase().replace(/PB[\s.-]+(?=[A-Z0-9])/g, 'PB');
  // Banks also glue their own reference on ("PB7K3Q9FT23120"): the note is the first 5 after PB,
  // and the amount, checked by whoever matches the line, settles any doubt.
  const pattern = new RegExp(`PB[${NOTE_ALPHABET}]{5}`, 'g');
  return [...new Set(joined.match(pattern) ?? [])];
}
