import JSZip from 'jszip';

/**
 * Reads what exceljs does not read back: the cells of the first sheet whose format carries the
 * quote-prefix mark (`<xf quotePrefix="1">`), by reference (e.g. D3), with their stored text.
 */
export async function quotePrefixedCells(xlsx: Buffer): Promise<Map<string, string>> {
  const zip = await JSZip.loadAsync(xlsx);
  const styles = await zip.file('xl/styles.xml')!.async('string');
  const cellXfs = styles.match(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/)![1];
  const xfs = cellXfs.match(/<xf\b[^>]*?(?:\/>|>[\s\S]*?<\/xf>)/g) ?? [];
  const marked = new Set(xfs.map((xf, i) => (/quotePrefix="1"/.test(xf) ? i : -1)).filter((i) => i >= 0));
  const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
  const out = new Map<string, string>();
  for (const m of sheet.matchAll(/<c r="([A-Z]+\d+)"([^>]*)>([\s\S]*?)<\/c>/g)) {
    const style = Number(/\bs="(\d+)"/.exec(m[2])?.[1] ?? 0);
    if (!marked.has(style)) continue;
    const text = /<t[^>]*>([\s\S]*?)<\/t>/.exec(m[3])?.[1] ?? /<v>([\s\S]*?)<\/v>/.exec(m[3])?.[1] ?? '';
    out.set(m[1], text.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>'));
  }
  return out;
}
