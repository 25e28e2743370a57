import { useMemo } from 'react';

const DROP = 'script,iframe,frame,frameset,object,embed,style,link,meta,base,form,input,button,textarea,select';

/**
 * Defence in depth on HTML the server already sanitized (sanitize-html, when it was stored):
 * parsed inertly, dangerous elements, event attributes and script URLs removed, external links
 * opened safely.
 */
export function cleanHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  doc.body.querySelectorAll(DROP).forEach((el) => el.remove());
  doc.body.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      const value = attr.value.trim().toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') el.removeAttribute(attr.name);
      else if (
        (name === 'href' || name === 'src' || name === 'xlink:href' || name === 'action') &&
        /^(javascript|vbscript|data:text)/.test(value.replace(/\s+/g, ''))
      )
        el.removeAttribute(attr.name);
    }
    if (el.tagName === 'A' && /^https?:\/\//i.test(el.getAttribute('href') ?? '')) {
      el.setAttribute('target', '_blank');
      el.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return doc.body.innerHTML;
}

/** The one place that renders HTML bodies from the server (notices, contents, documents). */
export function SafeHtml({ html, className, id }: { html: string | null | undefined; className?: string; id?: string }) {
  const clean = useMemo(() => cleanHtml(html ?? ''), [html]);
  return <div id={id} className={`safe-html${className ? ` ${className}` : ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
