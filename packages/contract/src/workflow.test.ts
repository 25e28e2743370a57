import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  CREATE_ACTION,
  EDIT_ACTION,
  mayEdit,
  statesWaitingOn,
  WORKFLOW_KINDS,
  WORKFLOW_LINKS,
  WORKFLOW_ROLES,
  workflowMermaid,
  WORKFLOWS,
  workQueueStates,
  type WorkflowDeclaration,
} from './workflow';

/** docs/workflows/ at the repository's root: one state diagram per declared kind. */
const DOCS = fileURLToPath(new URL('../../../docs/workflows/', import.meta.url));
const REGENERATE = 'run `npm run docs:workflows` to regenerate the state diagrams';

const declarations = WORKFLOW_KINDS.map((kind) => [kind, WORKFLOWS[kind] as WorkflowDeclaration] as const);

describe('the state diagrams in docs/workflows', () => {
  for (const [kind, declaration] of declarations) {
    it(`docs/workflows/${kind}.md is exactly workflowMermaid of the declaration`, () => {
      const file = `${DOCS}${kind}.md`;
      expect(existsSync(file), `docs/workflows/${kind}.md is missing: ${REGENERATE}`).toBe(true);
      expect(readFileSync(file, 'utf8'), `docs/workflows/${kind}.md differs from the declaration: ${REGENERATE}`).toBe(
        workflowMermaid(declaration),
      );
    });
  }

  it('holds no diagram of a kind that is not declared', () => {
    const stray = readdirSync(DOCS).filter((f) => f.endsWith('.md') && !(WORKFLOW_KINDS as string[]).includes(f.slice(0, -3)));
    expect(stray, `no declaration for these files: ${REGENERATE}`).toEqual([]);
  });

  it('draws every state, every transition with its roles and reason rule, and every final state', () => {
    const [, order] = declarations.find(([k]) => k === 'order')!;
    const text = workflowMermaid(order);
    expect(text).toContain('```mermaid\nstateDiagram-v2\n  [*] --> DRAFT\n');
    expect(text).toContain('  SUBMITTED --> RETURNED : return (sales 05, admin 06, reason required)');
    expect(text).toContain('  RETURNED --> SUBMITTED : resubmit (member 01, reason optional)');
    expect(text).toContain('  APPROVED --> [*]');
    expect(text).toContain('- SUBMITTED: sales 05, admin 06');
  });
});

describe('every declaration is sound', () => {
  for (const [kind, d] of declarations) {
    const states = Object.keys(d.states);
    const actions = Object.entries(d.actions);

    it(`${kind}: names itself, starts in a declared non-final state, and links its pages`, () => {
      expect(d.kind).toBe(kind);
      expect(states).toContain(d.initial);
      expect(d.states[d.initial]!.final).toBeFalsy();
      expect(WORKFLOW_LINKS[kind].customer(7)).toMatch(/^\/.*7/);
      expect(WORKFLOW_LINKS[kind].provider(7)).toMatch(/^\/.*7/);
    });

    it(`${kind}: every action goes between declared states, never out of a final one, by workflow roles`, () => {
      for (const [name, a] of actions) {
        expect([EDIT_ACTION, CREATE_ACTION], name).not.toContain(name);
        expect(states, name).toContain(a.to);
        expect(a.from.length, name).toBeGreaterThan(0);
        for (const from of a.from) {
          expect(states, `${name} from ${from}`).toContain(from);
          expect(d.states[from]!.final, `${name} leaves the final state ${from}`).toBeFalsy();
        }
        expect(a.roles.length, name).toBeGreaterThan(0);
        for (const role of a.roles) expect(WORKFLOW_ROLES, name).toContain(role);
        expect(a.notify.length, `${name} tells nobody`).toBeGreaterThan(0);
      }
    });

    it(`${kind}: every text is written in both languages`, () => {
      const texts = [
        d.label,
        ...Object.values(d.states).map((s) => s.label),
        ...actions.flatMap(([, a]) => [a.label, a.confirm, a.success]),
      ];
      for (const t of texts) {
        expect(t.ko.trim(), t.en).not.toBe('');
        expect(t.en.trim(), t.ko).not.toBe('');
        expect(t.ko).toMatch(/[가-힣]/);
      }
    });

    it(`${kind}: every state is reachable from the initial one, and every non-final state has a way on and a party it waits on`, () => {
      const reached = new Set([d.initial]);
      for (let grew = true; grew;) {
        grew = false;
        for (const [, a] of actions)
          if (a.from.some((f) => reached.has(f)) && !reached.has(a.to)) {
            reached.add(a.to);
            grew = true;
          }
      }
      expect([...reached].sort()).toEqual([...states].sort());
      for (const s of states.filter((x) => !d.states[x]!.final)) {
        expect(
          actions.some(([, a]) => a.from.includes(s)),
          `${s} is a dead end`,
        ).toBe(true);
        expect(d.states[s]!.waitingOn, `${s} waits on nobody`).toBeDefined();
      }
    });

    it(`${kind}: allowedActions and mayEdit follow the roles and states`, () => {
      for (const s of states) {
        const none = allowedActions(d, s, []);
        expect(none).toEqual([]);
        for (const role of WORKFLOW_ROLES) {
          const allowed = allowedActions(d, s, [role]);
          for (const [name, a] of actions)
            expect(allowed.includes(name), `${role} ${name} in ${s}`).toBe(!a.auto && a.from.includes(s) && a.roles.includes(role));
          expect(mayEdit(d, s, [role])).toBe((d.states[s]!.editableBy ?? []).includes(role));
        }
      }
    });
  }

  it('the work queue lists exactly the states waiting on the provider, of every kind', () => {
    const all = workQueueStates();
    for (const [kind, d] of declarations)
      expect(all.filter((s) => s.kind === kind).map((s) => s.state)).toEqual(statesWaitingOn(d, 'provider'));
    expect(workQueueStates('order').map((s) => s.state)).toEqual(['SUBMITTED', 'RECEIVED']);
  });
});
