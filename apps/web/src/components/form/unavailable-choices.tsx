import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './unavailable-choices.css';

/** A choice a picker offers disabled: its name, why it cannot be chosen, and the document in progress that holds it. */
export interface TUnavailableChoice {
  key: string | number;
  name: ReactNode;
  reason: ReactNode;
  link: { href: string; text: string };
}

/**
 * Under a picker that offers some choices disabled (decision 062, "the contract picker"; the correction
 * picker): a titled list of those choices, each with why it cannot be chosen and a link to the document in progress.
 * Nothing when every choice can be chosen.
 */
export function UnavailableChoices({ title, items }: { title: string; items: readonly TUnavailableChoice[] }) {
  if (!items.length) return null;
  return (
    <div className="unavailable-choices">
      <p className="unavailable-choices-title">{title}</p>
      <ul>
        {items.map((c) => (
          <li key={c.key}>
            {c.name}: {c.reason} <Link to={c.link.href}>{c.link.text}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
