import sanitize from 'sanitize-html';

/**
 * The one HTML policy of stored bodies (notices, boards, contents, documents): formatting, lists,
 * tables, links and images; no script, no style, no event handlers, no javascript: links.
 * Every body goes through it before it is stored, the seed's included.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags.filter((t) => t !== 'iframe'), 'img', 'h1', 'h2', 'span', 'del', 'ins', 'u', 's'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    table: ['summary'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The visible text of an HTML body (for search and previews). */
export function htmlToText(html: string): string {
  const stripped = sanitize(html.replace(/<(br|\/p|\/div|\/li|\/h\d|\/tr|\/td|\/th)\b[^>]*>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return stripped
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, name: string) => {
      const n = name.toLowerCase();
      if (n.startsWith('#x')) return String.fromCodePoint(parseInt(n.slice(2), 16));
      if (n.startsWith('#')) return String.fromCodePoint(parseInt(n.slice(1), 10));
      return ENTITIES[n] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
