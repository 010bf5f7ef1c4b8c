/**
 * The APA our citation boxes print is the APA pandoc's citeproc prints from our CSL-JSON, entry by
 * entry: the same CSL data read by two processors (citeproc-js through citation-js here, pandoc's
 * Haskell citeproc there) with the same APA style. The one thing we add is "et al." after a list the
 * source cut short (src/exports/cite.ts, withEtAl), which no CSL processor can know. pandoc is
 * installed by .ci/run (.ci/tools); locally a missing pandoc skips this with a loud message.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCorpus } from '../../src/corpus/load.ts';
import { formatStyle, withEtAl } from '../../src/exports/cite.ts';
import { bibliographyCsl, type CslItem } from '../../src/exports/csl.ts';
import { contributedPapers } from '../../src/views/paper.ts';
import { ROOT } from '../helpers/paths.ts';
import { requireTool } from '../helpers/tools.ts';

const PANDOC = requireTool('pandoc', 'the pandoc APA comparison');
const dir = mkdtempSync(path.join(tmpdir(), 'pandoc-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** pandoc's APA entries for the items, one line each. */
function pandocApa(items: readonly CslItem[]): string[] {
	writeFileSync(path.join(dir, 'refs.json'), JSON.stringify(items));
	writeFileSync(path.join(dir, 'apa.csl'), plugins.config.get('@csl').styles.get('apa') as string);
	writeFileSync(path.join(dir, 'doc.md'), "---\nnocite: '@*'\n---\n");
	const res = spawnSync(PANDOC!, ['doc.md', '--citeproc', '--csl', 'apa.csl', '--bibliography', 'refs.json', '-t', 'plain', '--wrap=none'], {
		cwd: dir,
		encoding: 'utf8',
		timeout: 120_000,
	});
	expect(res.stderr).toBe('');
	return res.stdout.split('\n').filter((l) => l.trim());
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The items whose entry differs between the two processors (ours against pandoc's with our "et al."). */
function differences(items: readonly CslItem[], ours: readonly string[], theirs: readonly string[]): string[] {
	return items.flatMap((item) => {
		const key = item.title.slice(0, 40);
		const o = ours.find((l) => l.includes(key));
		const t = theirs.find((l) => l.includes(key));
		if (!o || !t) return [`${item.id}: missing from ${o ? 'pandoc' : 'ours'}`];
		return norm(o) === norm(withEtAl(t, item)) ? [] : [`${item.id}:\n  ours:   ${o}\n  pandoc: ${withEtAl(t, item)}`];
	});
}

describe.runIf(PANDOC)('APA by pandoc', () => {
	const corpus = loadCorpus({ root: ROOT });
	const refs = corpus.framework!.references.references;
	const items = bibliographyCsl(
		refs,
		contributedPapers(
			corpus.studies.map((s) => s.data),
			refs,
		),
	);

	it('equals ours for every entry of the bibliography', () => {
		const ours = formatStyle(items, 'apa').split('\n');
		expect(differences(items, ours, pandocApa(items))).toEqual([]);
	}, 240_000);

	it('the comparison can fail: an arXiv id given as the number of a proceedings paper shows in pandoc and not in ours', () => {
		const paper = items.find((i) => i.type === 'paper-conference' && i.custom?.arxiv);
		expect(paper, 'a proceedings paper with an arXiv copy').toBeDefined();
		const bad = [{ ...paper!, number: paper!.custom!.arxiv! }];
		const ours = formatStyle([paper!], 'apa').split('\n');
		expect(differences([paper!], ours, pandocApa(bad))).toHaveLength(1);
	}, 240_000);
});
