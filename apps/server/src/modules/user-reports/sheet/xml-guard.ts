import { Transform } from 'node:stream';

/**
 * A guard in front of the XML parser of an xlsx part: the parser (saxes, under exceljs) keeps a text node,
 * an attribute or a comment as one growing string until it ends, so a part of 300 MB of spaces became a string of 300 MB
 * before any limit saw it. The guard follows the markup as it streams (text, a tag with its quoted attribute values, a
 * comment, CDATA, a processing instruction) and fails the stream with XmlRunLimitError as soon as one run of any of them
 * is longer than `limit` characters: nothing longer ever reaches the parser.
 *
 * A run is counted from where it starts to where the markup ends it (a `<` ends text; `>` outside quotes ends a tag;
 * `-->`, `]]>` and `?>` end a comment, CDATA and an instruction), so a `>` in text or a `<` in a comment never restarts
 * the count.
 */

/** Excel holds at most 32,767 characters in a cell; a run twice as long holds that cell with room for its markup. */
export const REPORT_MAX_XML_RUN = 64 * 1024;

export class XmlRunLimitError extends Error {}

const TEXT = 0;
const TAG = 1;
const COMMENT = 2;
const CDATA = 3;
const PI = 4;

export class XmlRunGuard extends Transform {
  private state = TEXT;
  private run = 0;
  /** The first characters of the current tag (to tell `<!--`, `<![CDATA[` and `<?` from an element). */
  private opening = '';
  /** Inside a tag: the quote of the attribute value being read, or ''. */
  private quote = '';
  /** The two characters before the current one in a comment, CDATA or instruction (their end spans chunks). */
  private before = '';

  constructor(private readonly limit: number = REPORT_MAX_XML_RUN) {
    super({ decodeStrings: false, encoding: 'utf8' });
  }

  override _transform(chunk: string | Buffer, _encoding: BufferEncoding, cb: (err?: Error | null, data?: string) => void): void {
    const text = typeof chunk === 'string' ? chunk : chunk.toString('utf8');
    try {
      this.scan(text);
    } catch (err) {
      cb(err as Error);
      return;
    }
    cb(null, text);
  }

  private grow(n: number): void {
    this.run += n;
    if (this.run > this.limit) throw new XmlRunLimitError(`a run of more than ${this.limit} characters`);
  }

  private scan(text: string): void {
    let i = 0;
    while (i < text.length) {
      if (this.state === TEXT) {
        const lt = text.indexOf('<', i);
        const end = lt < 0 ? text.length : lt;
        this.grow(end - i);
        i = end;
        if (lt >= 0) {
          this.enter(TAG);
          i++;
        }
      } else if (this.state === TAG) {
        const ch = text[i++]!;
        this.grow(1);
        if (this.quote) {
          if (ch === this.quote) this.quote = '';
        } else if (ch === '>') {
          this.enter(TEXT);
        } else if (ch === '"' || ch === "'") {
          this.quote = ch;
        } else if (this.opening.length < 8) {
          this.opening += ch;
          if (this.opening === '!--') this.enter(COMMENT);
          else if (this.opening === '![CDATA[') this.enter(CDATA);
          else if (this.opening === '?') this.enter(PI);
        }
      } else {
        // A comment, CDATA or instruction: up to the next '>', which ends it only after its closing characters.
        const gt = text.indexOf('>', i);
        const end = gt < 0 ? text.length : gt + 1;
        this.grow(end - i);
        const seen = this.before + text.slice(Math.max(i, end - 3), end);
        i = end;
        if (gt >= 0) {
          const closer = this.state === COMMENT ? '-->' : this.state === CDATA ? ']]>' : '?>';
          if (seen.endsWith(closer)) {
            this.enter(TEXT);
            continue;
          }
          this.before = seen.slice(-2);
        } else {
          this.before = seen.slice(-2);
        }
      }
    }
  }

  private enter(state: number): void {
    this.state = state;
    this.run = 0;
    this.opening = '';
    this.quote = '';
    this.before = '';
  }
}
