/**
 * Every value of every vocabulary shows, with its registry wording, in every built page that lists
 * it: the glossary (label and definition), the evidence matrix's filters (label and definition,
 * values no study has included), the matrix's reading-depth switch, the evidence map's depth filter
 * and legend (symbol and label), and the gap grid's status legend. Reads the built HTML of the test
 * site; nothing here depends on which studies the site holds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_SITE } from '../helpers/paths.ts';
import { glossaryVocabularies } from '../../src/schema/glossary.ts';
import { checklistStatuses, designFacts, readingDepths, type Term } from '../../src/schema/vocabulary.ts';
import { designFacetRegistry, factValues } from '../../src/views/facets.ts';

const page = (rel: string) => readFileSync(path.join(TEST_SITE, rel, 'index.html'), 'utf8');

/** The text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
function text(html: string): string {
	return html
		.replace(/<[^>]*>/g, ' ')
		.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e]!)
		.replace(/\s+/g, ' ');
}

/** The HTML of the element that opens with `id="…"` up to the next element of the same tag closing at its depth (enough for these pages' flat sections). */
function block(html: string, id: string, closing: string): string {
	const at = html.indexOf(`id="${id}"`);
	expect(at, `#${id}`).toBeGreaterThan(-1);
	const end = html.indexOf(closing, at);
	return html.slice(at, end === -1 ? undefined : end);
}

const terms = (v: Readonly<Record<string, Term>>) => Object.entries(v);

describe('every vocabulary value in every place that shows it', () => {
	it('the glossary defines each value of each vocabulary with its label, badge symbol (where it has one) and definition', () => {
		const html = page('framework/glossary');
		for (const g of glossaryVocabularies) {
			for (const [id, t] of terms(g.terms)) {
				const entry = text(block(html, `${g.id}-${id}`, '</dd>'));
				expect(entry, `${g.id}.${id}`).toContain(t.symbol ? `${t.symbol} ${t.label}` : t.label);
				expect(entry, `${g.id}.${id}`).toContain(t.definition);
			}
		}
	});

	it('the evidence matrix has a filter per registry facet, each vocabulary value with its label and definition', () => {
		const html = page('studies');
		for (const [facet, spec] of Object.entries(designFacetRegistry)) {
			const filter = text(block(html, `facet-${facet}`, '</details>'));
			expect(filter, facet).toContain(spec.label);
			expect(filter, facet).toContain(spec.definition);
			if (spec.options.from !== 'vocabulary') continue;
			for (const [id, t] of terms(spec.options.terms)) {
				expect(filter, `${facet}.${id}`).toContain(t.label);
				expect(filter, `${facet}.${id}`).toContain(t.definition);
			}
		}
		for (const [fact, t] of terms(designFacts)) {
			const filter = text(block(html, `facet-${fact}`, '</details>'));
			expect(filter, fact).toContain(t.label);
			for (const v of factValues) expect(filter, `${fact}.${v.id}`).toContain(v.definition!);
		}
		const depthSwitch = text(block(html, 'depth-switch', '</div>'));
		for (const [id, t] of terms(readingDepths)) expect(depthSwitch, id).toContain(t.label);
	});

	it('the evidence map offers every reading depth as a filter and shows its symbol and label in the legend', () => {
		const html = page('evidence-map');
		const select = block(html, 'map-depth', '</select>');
		const legend = text(html.slice(html.indexOf('Reading depth:'), html.indexOf('</p>', html.indexOf('Reading depth:'))));
		for (const [id, t] of terms(readingDepths)) {
			expect(select, id).toContain(`value="${id}"`);
			expect(text(select), id).toContain(t.label);
			expect(legend, id).toContain(`${t.symbol} ${t.label}`);
		}
	});

	it('the gap grid’s legend shows every checklist status with its symbol', () => {
		const html = page('gaps');
		const legend = text(block(html, 'legend-heading', '</ul>'));
		for (const [id, t] of terms(checklistStatuses)) expect(legend, id).toMatch(new RegExp(`\\${t.symbol}\\s+${t.label}`));
	});
});
