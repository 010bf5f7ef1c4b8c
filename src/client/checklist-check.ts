/** Runs the applicability rules of src/gaps in the browser for a design described by checkboxes. */
import { evaluate, type Condition, type DesignFacts } from '../model/applicability.ts';
import { designFacts } from '../schema/vocabulary.ts';
import { liveForm, replaceQuery } from './live-form.ts';

type Fact = keyof typeof designFacts;
const FACTS = Object.keys(designFacts) as Fact[];

function condition(attr: string | undefined): Condition | undefined {
	if (attr === undefined) return undefined;
	return attr === 'all' ? 'all' : { any_of: attr.split(' ') as Fact[] };
}

export function enhanceChecklistCheck(doc: Document): void {
	const form = doc.getElementById('design-form') as HTMLFormElement | null;
	const summary = doc.getElementById('check-summary');
	if (!form || !summary) return;
	const params = new URLSearchParams(location.search);
	for (const f of FACTS) (form.elements.namedItem(f) as HTMLInputElement).checked = params.get(f) === '1';
	const contrast = form.elements.namedItem('contrast') as HTMLSelectElement;
	contrast.value = params.get('contrast') ?? '';

	const update = () => {
		const design = Object.fromEntries(FACTS.map((f) => [f, { value: (form.elements.namedItem(f) as HTMLInputElement).checked, basis: 'form' }])) as DesignFacts;
		let applicable = 0;
		for (const li of doc.querySelectorAll<HTMLElement>('#check-items > li')) {
			const base = evaluate(condition(li.dataset['when'])!, design) === 'applies';
			const secondCond = condition(li.dataset['secondWhen']);
			const second = base && secondCond !== undefined && evaluate(secondCond, design) === 'applies';
			li.hidden = !base;
			if (base) applicable++;
			const badge = li.querySelector<HTMLElement>('.applies-badge')!;
			badge.hidden = false;
			badge.textContent = base ? '✓ applies' : '✗ does not apply';
			const secondBadge = li.querySelector<HTMLElement>('.applies-badge-second');
			if (secondBadge) {
				secondBadge.hidden = false;
				secondBadge.textContent = second ? '✓ applies' : '✗ does not apply';
			}
		}
		summary.textContent = `${applicable} of ${doc.querySelectorAll('#check-items > li').length} items apply to this design.`;
		const url = new URLSearchParams();
		if (contrast.value) url.set('contrast', contrast.value);
		for (const f of FACTS) if ((form.elements.namedItem(f) as HTMLInputElement).checked) url.set(f, '1');
		replaceQuery(url);
	};
	liveForm(form, update);
}
