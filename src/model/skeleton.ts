/**
 * A new study record's skeleton, generated from the schema itself so it always holds every field of
 * a reading of the paper (`depth: full`, provenance `paper`): each field with its one-line
 * description as a comment, and every choice with its allowed values. Where the schema has an
 * explicit "unknown" / "not_assessed" the skeleton writes it; where only the contributor can say,
 * it writes a placeholder that the validator refuses by name, so `npm run validate` lists exactly
 * what is left to fill. Lists of objects get one example entry; optional fields appear as comments.
 */
import { SKELETON_PLACEHOLDER, STUDY_SCHEMA_COMMENT } from '../schema/common.ts';
import type { FieldWording } from './json-schema.ts';
import { defOf, descriptionOf, literalsOf, unwrap, type AnySchema } from '../lib/zod-introspect.ts';
import { checklistItemsWithSecondPart } from '../schema/vocabulary.ts';
import { FullStudySchema } from '../schema/study.ts';

const def = defOf;
const literals = literalsOf;

/** What a union accepts besides its literal values, in words. */
function otherForms(s: AnySchema): string[] {
	const d = def(s);
	if (d.type !== 'union') return [];
	return (d['options'] as AnySchema[]).flatMap((o) => {
		const t = def(unwrap(o)).type;
		if (t === 'boolean') return ['true', 'false'];
		if (t === 'number' || t === 'int') return ['a number'];
		if (t === 'object') return ['bounds such as {min: 3}'];
		if (t === 'array') return ['a list'];
		if (t === 'string') return ['your own text'];
		return [];
	});
}

const PREFERRED = ['not_assessed', 'unknown'];

/** Optional fields a reading of the paper states all the same. */
const WRITE_OPTIONAL = new Set([
	'paper.authors',
	'paper.year',
	'paper.title',
	'paper.status',
	'paper.url',
	'provenance.not_read',
	...checklistItemsWithSecondPart.map((id) => `checklist.${id}.second_part`),
]);
/** Of the optional fields written out, those a reading of the paper may lack: their comment says the line can go. */
const DELETABLE: Record<string, string> = {
	'paper.url': '(optional: delete the line when the work has no stable link)',
	'provenance.not_read': '(optional: delete the line when every part was read)',
};
/** Optional fields left out of the skeleton altogether (none at present). */
const SKIP = new Set<string>([]);

interface Ctx {
	id: string;
	today: string;
	lines: string[];
	/** Descriptions that live in data/, by dotted field path; they replace the schema's own. */
	wording: FieldWording;
	/** Vocabularies already defined in the skeleton (values joined by |), with the field where. */
	defined: Map<string, string>;
}

const comment = (text: string | undefined) => (text ? `  # ${text}` : '');
const choices = (values: unknown[]) => `One of: ${values.map(String).join(', ')}.`;

/** Emits `key: value` lines for one field at the given indent. */
function field(ctx: Ctx, key: string, schema: AnySchema, indent: string, path: string[]): void {
	const here = [...path, key];
	const dotted = here.filter((k) => k !== '-').join('.');
	if (SKIP.has(dotted)) return;
	const d = def(schema);
	const own = ctx.wording[dotted] ?? descriptionOf(schema);
	const desc = DELETABLE[dotted] ? `${own ?? ''} ${DELETABLE[dotted]}`.trim() : own;
	if (d.type === 'optional' && !WRITE_OPTIONAL.has(dotted)) {
		ctx.lines.push(`${indent}# ${key}: (optional) ${desc ?? ''}`.trimEnd());
		return;
	}
	const inner = unwrap(schema);
	const id = def(inner);
	const values = literals(inner);
	const preferred = PREFERRED.find((p) => values.includes(p));
	if (id.type === 'object') {
		ctx.lines.push(`${indent}${key}:${comment(desc)}`);
		object(ctx, inner, `${indent}  `, here);
		return;
	}
	if (id.type === 'union' && typeof id['discriminator'] === 'string') {
		// Provenance: a contributor's own reading of the paper.
		const paper = (id['options'] as AnySchema[]).find((o) => literals((def(o)['shape'] as Record<string, AnySchema>)['source']!).includes('paper'))!;
		ctx.lines.push(`${indent}${key}:${comment(desc)}`);
		object(ctx, paper, `${indent}  `, here);
		return;
	}
	if (values.length > 0 && !(id.type === 'literal' && values.length === 1)) {
		const note = `${desc ?? ''} ${choices([...otherForms(inner), ...values])}`.trim();
		ctx.lines.push(`${indent}${key}: ${preferred ?? '""'}${comment(note)}`);
		definitions(ctx, inner, values, indent, dotted);
		return;
	}
	if (id.type === 'literal') {
		ctx.lines.push(`${indent}${key}: ${String(values[0])}${comment(desc)}`);
		return;
	}
	if (id.type === 'array') {
		// A list whose items are objects or ids (a comparison's arms) gets an example object.
		const item = unwrap(id['element'] as AnySchema);
		const element = def(item).type === 'union' ? ((def(item)['options'] as AnySchema[]).map(unwrap).find((o) => def(o).type === 'object') ?? item) : item;
		const ed = def(element);
		if (ed.type === 'object') {
			ctx.lines.push(`${indent}${key}:${comment(`${desc ?? ''} One entry per item; an example entry follows.`.trim())}`);
			objectItem(ctx, element, `${indent}  `, [...here, '-']);
			return;
		}
		const elementValues = literals(element);
		ctx.lines.push(`${indent}${key}: []${comment(`${desc ?? ''}${elementValues.length ? ` Items: ${elementValues.join(', ')}.` : ''}`.trim())}`);
		return;
	}
	if (id.type === 'string') {
		let value = SKELETON_PLACEHOLDER;
		if (key === 'id' && path.length === 0) value = ctx.id;
		else if (key === 'date') value = ctx.today;
		ctx.lines.push(`${indent}${key}: ${key === 'id' && path.length === 0 ? value : JSON.stringify(value)}${comment(desc)}`);
		return;
	}
	// Numbers and anything else the contributor must supply.
	ctx.lines.push(`${indent}${key}:${comment(desc)}`);
}

/**
 * What each value of a choice means, as comment lines under the field, the first time a
 * vocabulary appears; later fields with the same values point back to it.
 */
function definitions(ctx: Ctx, schema: AnySchema, values: unknown[], indent: string, dotted: string): void {
	const described = optionsWithDefinitions(schema);
	if (described.length === 0) return;
	const key = values.map(String).join('|');
	const first = ctx.defined.get(key);
	if (first) {
		ctx.lines.push(`${indent}#   (the values are defined above, at ${first})`);
		return;
	}
	ctx.defined.set(key, dotted);
	for (const text of described) ctx.lines.push(`${indent}#   ${text}`);
}

/** "id: Label: definition" for each value whose schema carries its definition (vocabulary enums). */
function optionsWithDefinitions(schema: AnySchema): string[] {
	const d = def(schema);
	const own = ((schema as { meta?: () => Record<string, unknown> | undefined }).meta?.()?.['enumDescriptions'] as string[] | undefined) ?? [];
	if (own.length > 0) return literals(schema).map((v, i) => `${String(v)} = ${own[i] ?? ''}`);
	if (d.type === 'union') return (d['options'] as AnySchema[]).flatMap((o) => optionsWithDefinitions(unwrap(o)));
	return [];
}

function object(ctx: Ctx, schema: AnySchema, indent: string, path: string[]): void {
	const shape = def(schema)['shape'] as Record<string, AnySchema>;
	for (const [key, child] of Object.entries(shape)) field(ctx, key, child, indent, path);
}

/** One example entry of a list of objects: its first field after "- ", the rest aligned under it. */
function objectItem(ctx: Ctx, schema: AnySchema, indent: string, path: string[]): void {
	const start = ctx.lines.length;
	object(ctx, schema, `${indent}  `, path);
	const first = ctx.lines.findIndex((l, i) => i >= start && !l.trimStart().startsWith('#'));
	if (first >= 0) ctx.lines[first] = `${indent}- ${ctx.lines[first]!.slice(indent.length + 2)}`;
}

/**
 * The skeleton of `studies/<id>.yaml`. `today` is YYYY-MM-DD, the date of the reading; `wording`
 * is checklistWording of data/checklist.yaml, so each checklist item says what it asks for.
 */
export function studySkeleton(id: string, today: string, wording: FieldWording = {}): string {
	const ctx: Ctx = { id, today, lines: [STUDY_SCHEMA_COMMENT], wording, defined: new Map() };
	ctx.lines.push(
		'# A new study record, read from the paper itself. Replace every "TODO" placeholder in your own words;',
		'# where the paper is silent, keep or choose unknown / not_assessed / none_stated and say so in the',
		'# basis. Read only the main text? Set depth: main_text and say what you could not read in',
		'# provenance.not_read. `npm run validate` lists what is still missing; `npm run gaps -- studies/<id>.yaml`',
		'# shows which checklist items stay open. CONTRIBUTING.md explains every step.',
	);
	object(ctx, FullStudySchema, '', []);
	return `${ctx.lines.join('\n')}\n`;
}
