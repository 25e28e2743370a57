import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';

// own module graph: the sanitizer loads on the first body shown, and this test watches the body wait for it.

describe('SafeHtml', () => {
  it('shows the body once its sanitizer has loaded, cleaned, and says it is busy until then', async () => {
    const { container } = render(<SafeHtml html={'<p>공지 <b>본문</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>'} />);
    const body = container.querySelector('.safe-html')!;
    expect(body.getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('본문')).toBeTruthy();
    expect(body.getAttribute('aria-busy')).toBeNull();
    expect(body.innerHTML).toBe('<p>공지 <b>본문</b></p><img src="x">');
  });
});
