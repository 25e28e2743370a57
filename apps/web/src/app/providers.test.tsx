import { act, cleanup, render, screen } from '@testing-library/react';
import antdTheme from 'antd/es/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from './providers';

/** Shows the motion token the portal's providers give Ant Design's components. */
function Motion() {
  const { token } = antdTheme.useToken();
  return <output aria-label="motion">{String(token.motion)}</output>;
}

/** A media query list for `(prefers-reduced-motion: reduce)` whose answer the test changes, as a system setting would. */
function reducedMotionSetting(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    addListener() {},
    removeListener() {},
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      for (const l of listeners) l();
    },
    restore: () => (window.matchMedia = original),
  };
}

const motion = () => screen.getByLabelText('motion').textContent;

/** The providers around the probe: the motion token they give. */
function renderMotion() {
  render(
    <Providers>
      <Motion />
    </Providers>,
  );
  return motion();
}

describe('the portal’s providers and reduced motion', () => {
  let setting: ReturnType<typeof reducedMotionSetting> | undefined;
  afterEach(() => {
    cleanup();
    setting?.restore();
  });

  it('keep Ant Design’s motion when the system does not ask for less', () => {
    setting = reducedMotionSetting(false);
    expect(renderMotion()).toBe('true');
  });

  it('turn it off when the system asks for reduced motion, and follow a change made while the page is open', () => {
    setting = reducedMotionSetting(true);
    expect(renderMotion()).toBe('false');
    act(() => setting!.set(false));
    expect(motion()).toBe('true');
    act(() => setting!.set(true));
    expect(motion()).toBe('false');
  });
});
