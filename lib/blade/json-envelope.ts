/**
 * Checks that a body is one JSON text (RFC 8259, as JSON.parse accepts it) and reads its top-level `code`, without
 * building the document. The BFF passes Blade's answers on as received and only needs to know they are whole JSON
 * (a truncated or garbage answer must become a 502) and whether Blade said 401: parsing every 15 KB list page into
 * objects, only to drop them, was a tenth of the proxy's own CPU and fed the garbage collector (bench/proxy-overhead.mjs).
 *
 * Bytes ≥ 0x80 are accepted inside strings and nowhere else, as JSON.parse does on the Latin-1 reading of UTF-8.
 * Nesting is tracked in a byte stack, not by recursion, so a deeply nested body cannot overflow the call stack.
 */
export type Envelope = { valid: false } | { valid: true; code: unknown };

const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;

const INVALID: Envelope = { valid: false };
const isDigit = (byte: number) => byte >= ZERO && byte <= NINE;
const isHex = (byte: number) => isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66);

/** The bytes of "code", to find the top-level key without decoding keys. */
const CODE_KEY = [0x63, 0x6f, 0x64, 0x65];

export function scanJsonEnvelope(bytes: Uint8Array): Envelope {
  // One loop over local variables: closures over the position cost more than the scan itself (V8 context slots).
  const length = bytes.length;
  let at = 0;
  // Containers open around the current position: OPEN_OBJECT or OPEN_ARRAY.
  let stack = new Uint8Array(64);
  let depth = 0;
  // Where the top-level object's last "code" value starts and ends (-1: none yet).
  let codeStart = -1;
  let codeEnd = -1;
  let valueIsCode = false;
  // A "code" whose value is an object or an array: where it starts, until its container closes.
  let codeContainerStart = -1;
  // Set when the next thing to read is an object member's key (after `{` or, in an object, after `,`).
  let expectKey = false;

  for (;;) {
    while (at < length && isSpace(bytes[at])) at++;
    if (expectKey) {
      expectKey = false;
      if (bytes[at] !== QUOTE) return INVALID;
      const keyStart = at;
      at = stringEnd(bytes, at);
      if (at < 0) return INVALID;
      valueIsCode = depth === 1 && isCodeKey(bytes, keyStart, at);
      while (at < length && isSpace(bytes[at])) at++;
      if (bytes[at++] !== COLON) return INVALID;
      while (at < length && isSpace(bytes[at])) at++;
    }
    // A value starts here.
    if (at >= length) return INVALID;
    const valueStart = at;
    const byte = bytes[at];
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      at++;
      while (at < length && isSpace(bytes[at])) at++;
      if (bytes[at] !== (byte === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY)) {
        if (depth === stack.length) {
          const grown = new Uint8Array(stack.length * 2);
          grown.set(stack);
          stack = grown;
        }
        if (valueIsCode) codeContainerStart = valueStart;
        stack[depth++] = byte;
        valueIsCode = false;
        expectKey = byte === OPEN_OBJECT;
        continue;
      }
      at++;
    } else if (byte === QUOTE) {
      at = stringEnd(bytes, at);
      if (at < 0) return INVALID;
    } else if (byte === MINUS || isDigit(byte)) {
      at = numberEnd(bytes, at);
      if (at < 0) return INVALID;
    } else if (startsWith(bytes, at, TRUE)) {
      at += TRUE.length;
    } else if (startsWith(bytes, at, FALSE)) {
      at += FALSE.length;
    } else if (startsWith(bytes, at, NULL)) {
      at += NULL.length;
    } else {
      return INVALID;
    }
    if (valueIsCode) {
      codeStart = valueStart;
      codeEnd = at;
      valueIsCode = false;
    }
    // After a value: close containers until a comma leads to the next member, or the text ends.
    for (;;) {
      while (at < length && isSpace(bytes[at])) at++;
      if (depth === 0) {
        if (at !== length) return INVALID;
        return { valid: true, code: codeStart >= 0 ? JSON.parse(latin1(bytes, codeStart, codeEnd)) : undefined };
      }
      const container = stack[depth - 1];
      const separator = bytes[at++];
      if (separator === COMMA) {
        expectKey = container === OPEN_OBJECT;
        break;
      }
      if (separator !== (container === OPEN_OBJECT ? CLOSE_OBJECT : CLOSE_ARRAY)) return INVALID;
      depth--;
      if (depth === 1 && codeContainerStart >= 0) {
        codeStart = codeContainerStart;
        codeEnd = at;
        codeContainerStart = -1;
      }
    }
  }
}

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
const TRUE = [0x74, 0x72, 0x75, 0x65];
const FALSE = [0x66, 0x61, 0x6c, 0x73, 0x65];
const NULL = [0x6e, 0x75, 0x6c, 0x6c];

function startsWith(bytes: Uint8Array, at: number, word: number[]): boolean {
  for (let index = 0; index < word.length; index++) if (bytes[at + index] !== word[index]) return false;
  return true;
}

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');

/** The position after the string whose quote is at `at`, or -1 when it is not a valid string. */
function stringEnd(bytes: Uint8Array, at: number): number {
  const length = bytes.length;
  at++;
  while (at < length) {
    const byte = bytes[at++];
    // Most bytes (lower-case letters, every byte of a multi-byte character) are above the three that matter.
    if (byte > BACKSLASH) continue;
    if (byte === QUOTE) return at;
    if (byte < 0x20) return -1;
    if (byte === BACKSLASH) {
      const escaped = bytes[at++];
      if (escaped === 0x75) {
        // \uXXXX
        if (at + 4 > length || !isHex(bytes[at]) || !isHex(bytes[at + 1]) || !isHex(bytes[at + 2]) || !isHex(bytes[at + 3])) return -1;
        at += 4;
      } else if (
        escaped !== QUOTE &&
        escaped !== BACKSLASH &&
        escaped !== 0x2f &&
        escaped !== 0x62 &&
        escaped !== 0x66 &&
        escaped !== 0x6e &&
        escaped !== 0x72 &&
        escaped !== 0x74
      ) {
        return -1;
      }
    }
  }
  return -1;
}

/** The position after the number that starts at `at`, or -1 when it is not a valid JSON number. */
function numberEnd(bytes: Uint8Array, at: number): number {
  if (bytes[at] === MINUS) at++;
  if (bytes[at] === ZERO) at++;
  else if (isDigit(bytes[at])) while (isDigit(bytes[at])) at++;
  else return -1;
  if (bytes[at] === DOT) {
    at++;
    if (!isDigit(bytes[at])) return -1;
    while (isDigit(bytes[at])) at++;
  }
  if (bytes[at] === 0x65 || bytes[at] === 0x45) {
    at++;
    if (bytes[at] === PLUS || bytes[at] === MINUS) at++;
    if (!isDigit(bytes[at])) return -1;
    while (isDigit(bytes[at])) at++;
  }
  return at;
}

/** Whether the key between `start` and `end` (quotes included) is "code"; an escaped spelling ("\u0063ode") is decoded, as JSON.parse would. */
function isCodeKey(bytes: Uint8Array, start: number, end: number): boolean {
  if (end - start === CODE_KEY.length + 2) return CODE_KEY.every((byte, index) => bytes[start + 1 + index] === byte);
  return bytes.subarray(start, end).includes(BACKSLASH) && JSON.parse(latin1(bytes, start, end)) === 'code';
}
