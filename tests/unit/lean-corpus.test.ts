/**
 * A build reads the records lean (src/corpus/load.ts, LoadOptions.lean): each valid record keeps
 * its data and not its text, and rules and problem positions read the file again. What it finds
 * must be what a full reading finds, to the line and column.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetPositions, loadCorpus } from '../../src/corpus/load.ts';
import { ROOT, VALID } from '../helpers/paths.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'lean-corpus-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixture = readFileSync(path.join(VALID, 'fixture-study.yaml'), 'utf8');
const named = (id: string, text = fixture) => text.replace('id: fixture-study', `id: ${id}`);
const studies = path.join(dir, 'studies');
mkdirSync(studies);
writeFileSync(path.join(studies, 'fixture-study.yaml'), fixture);
// no editor hint on the first line: a warning that reads the record's text
writeFileSync(path.join(studies, 'lean-no-hint.yaml'), named('lean-no-hint', fixture.replace(/^# yaml-language-server.*\n/, '')));
// a zero-width space inside a text: a warning placed at the character, found in the text
writeFileSync(
	path.join(studies, 'lean-invisible.yaml'),
	named('lean-invisible', fixture.replace('A skill library is switched on', 'A skill\u200b library is switched on')),
);

// a record with an error (an unknown budget kind) and no hint: it is not read lean, and the rules that read text run on it after the others
writeFileSync(
	path.join(studies, 'lean-broken.yaml'),
	named('lean-broken', fixture.replace(/^# yaml-language-server.*\n/, '')).replace(/(\n {2}kind: )\w+/, '$1no_such_kind'),
);

const read = (lean: boolean) => loadCorpus({ root: ROOT, studiesDir: studies, dataDir: path.join(ROOT, 'data'), lean });

describe('a lean reading of the records (what a build keeps)', () => {
	const full = read(false);
	const lean = read(true);

	it('finds the same problems, at the same lines and columns, as a full reading', () => {
		const rules = lean.problems.map((p) => p.rule);
		expect(rules).toEqual(expect.arrayContaining(['schema-comment', 'invisible-characters']));
		const invisible = lean.problems.find((p) => p.rule === 'invisible-characters')!;
		expect(invisible.line).toBeGreaterThan(1);
		const hints = lean.problems.filter((p) => p.rule === 'schema-comment').map((p) => p.file);
		expect(hints).toEqual([expect.stringContaining('lean-broken.yaml'), expect.stringContaining('lean-no-hint.yaml')]);
		expect(lean.problems.some((p) => p.file.endsWith('lean-broken.yaml') && p.severity === 'error')).toBe(true);
		expect(lean.problems).toEqual(full.problems);
	});

	it('keeps the same data, and no record text', () => {
		expect(lean.studies.map((s) => s.data)).toEqual(full.studies.map((s) => s.data));
		for (const s of lean.studies) expect(Object.getOwnPropertyDescriptor(s, 'source')?.get).toBeTypeOf('function');
		for (const s of full.studies) expect(Object.getOwnPropertyDescriptor(s, 'source')?.value).toBeTypeOf('string');
	});

	it('leaves each record the digest of its text once positions are let go, as a full reading does', () => {
		forgetPositions(full);
		forgetPositions(lean);
		expect(lean.studies.map((s) => s.source)).toEqual(full.studies.map((s) => s.source));
		expect(lean.studies[0]!.source).toMatch(/^[A-Za-z0-9+/]{27}=$/);
	});
});
