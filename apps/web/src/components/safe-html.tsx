import type { DOMPurify as TDOMPurify } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';

/** Elements a body from the server never needs, beyond what DOMPurify already drops (scripts, frames, objects). */
const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
];
const FORBID_ATTR = ['style', 'srcdoc', 'action'];

/** DOMPurify once loaded: a chunk of its own, fetched with the first HTML body, not on the first load (decision 051). */
let purify: TDOMPurify | undefined;
let loading: Promise<TDOMPurify> | undefined;

function hookLinks(p: TDOMPurify) {
  // External links open in a new tab without handing it the portal's window.
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** Loads the sanitizer (once) and answers the cleaning function. */
export function loadSanitizer(): Promise<(html: string) => string> {
  loading ??= import('dompurify').then(({ default: p }) => {
    hookLinks(p);
    purify = p;
    return p;
  });
  return loading.then(() => cleanHtml);
}

/**
 * Defence in depth on HTML the server already sanitized (sanitize-html, when it was stored): DOMPurify, the kept
 * sanitizer of the field, with the portal's few additions (no forms or styles; external links opened safely). Answers
 * '' until the sanitizer is loaded (`loadSanitizer`).
 */
export function cleanHtml(html: string): string {
  if (!purify || typeof window === 'undefined' || !purify.isSupported) return '';
  return purify.sanitize(html, { FORBID_TAGS, FORBID_ATTR });
}

/** The one place that renders HTML bodies from the server (notices, contents, documents); empty until the sanitizer is loaded. */
export function SafeHtml({ html, className, id }: { html: string | null | undefined; className?: string; id?: string }) {
  const [ready, setReady] = useState(() => !!purify);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  const clean = useMemo(() => (ready ? cleanHtml(html ?? '') : ''), [html, ready]);
  return (
    <div
      id={id}
      className={`safe-html${className ? ` ${className}` : ''}`}
      aria-busy={ready ? undefined : true}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
