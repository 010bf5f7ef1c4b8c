/**
 * Friendly schema errors: turns zod issues into placed problems that say what was expected, what
 * was found, and how to fix it (nearest valid value or key). The schema itself is walked to find
 * the keys and descriptions that the tips mention.
 */
import type { z } from 'zod';
import { makeProblem, PLACEHOLDER_RULE, PLACEHOLDER_TIP, type PathSegment, type Problem } from '../lib/problems.ts';
import { nearest } from '../lib/suggest.ts';
import { defOf, numberChecksOf, unwrap, type AnySchema } from '../lib/zod-introspect.ts';
import type { PositionMap } from '../lib/yaml.ts';
import { isPlaceholder } from '../schema/common.ts';

type Issue = z.core.$ZodIssue;

/** Describes a found value briefly: `"three"`, `12`, `a list`, `nothing`. */
export function describeInput(input: unknown): string {
	if (input === undefined) return 'nothing';
	if (input === null) return 'null (an empty value)';
	if (Array.isArray(input)) return 'a list';
	if (typeof input === 'object') return 'a mapping';
	if (typeof input === 'string') {
		const shown = input.length > 60 ? `${input.slice(0, 57)}...` : input;
		return JSON.stringify(shown);
	}
	return String(input);
}

const def = defOf;

/** The schemas a path can lead to (more than one through unions). */
export function schemasAt(root: AnySchema, path: readonly PathSegment[]): AnySchema[] {
	let current = [unwrap(root)];
	for (const seg of path) {
		const next: AnySchema[] = [];
		const visit = (s: AnySchema) => {
			const u = unwrap(s);
			const d = def(u);
			if (d.type === 'union') for (const o of d['options'] as AnySchema[]) visit(o);
			else if (d.type === 'object' && typeof seg === 'string') {
				const child = (d['shape'] as Record<string, AnySchema>)[seg];
				if (child) next.push(unwrap(child));
			} else if (d.type === 'array' && typeof seg === 'number') next.push(unwrap(d['element'] as AnySchema));
			else if (d.type === 'record') next.push(unwrap(d['valueType'] as AnySchema));
		};
		for (const s of current) visit(s);
		current = next;
	}
	return current;
}

function keysAt(root: AnySchema, path: readonly PathSegment[]): string[] {
	const keys = new Set<string>();
	const visit = (s: AnySchema) => {
		const d = def(s);
		if (d.type === 'union') for (const o of d['options'] as AnySchema[]) visit(unwrap(o));
		else if (d.type === 'object') for (const k of Object.keys(d['shape'] as object)) keys.add(k);
	};
	for (const s of schemasAt(root, path)) visit(s);
	return [...keys];
}

function descriptionAt(root: AnySchema, path: readonly PathSegment[]): string | undefined {
	for (const s of schemasAt(root, path)) {
		const meta = (s as z.ZodType).meta?.();
		if (meta && typeof meta['description'] === 'string') return meta['description'];
	}
	return undefined;
}

/** A short noun phrase for what a schema accepts: "a positive integer", "one of `a`, `b`". */
export function expectedOf(schema: AnySchema): string {
	const s = unwrap(schema);
	const d = def(s);
	switch (d.type) {
		case 'string':
			return 'text';
		case 'number': {
			const checks = numberChecksOf(s);
			const integer = d['format'] === 'safeint' || d['format'] === 'int32';
			const lower = checks.find((c) => c.check === 'greater_than');
			const positive = lower !== undefined && (lower.inclusive ? lower.value === 1 : lower.value === 0);
			const nonNegative = lower !== undefined && lower.inclusive && lower.value === 0;
			const noun = integer ? 'integer' : 'number';
			if (positive) return `a positive ${noun}`;
			if (nonNegative) return `a non-negative ${noun}`;
			if (lower) return `${integer ? 'an integer' : 'a number'} of at least ${lower.value}`;
			return integer ? 'an integer' : 'a number';
		}
		case 'boolean':
			return 'true or false';
		case 'literal':
			return (d['values'] as unknown[]).map((v) => JSON.stringify(v)).join(' or ');
		case 'enum':
			return `one of ${Object.values(d['entries'] as Record<string, string>)
				.map((v) => `\`${v}\``)
				.join(', ')}`;
		case 'array':
			return 'a list';
		case 'object': {
			const keys = Object.keys(d['shape'] as object);
			if (keys.includes('min') && keys.includes('more_than')) return 'bounds such as {min: 3}';
			return keys.length <= 3 ? `a mapping with ${keys.join(', ')}` : 'a mapping';
		}
		case 'union': {
			const parts = (d['options'] as AnySchema[]).map(expectedOf);
			return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} or ${parts.at(-1)}`;
		}
		default:
			return String(d.type);
	}
}

function enumValuesAt(root: AnySchema, path: readonly PathSegment[]): string[] {
	const out: string[] = [];
	const visit = (s: AnySchema) => {
		const d = def(unwrap(s));
		if (d.type === 'union') for (const o of d['options'] as AnySchema[]) visit(o);
		else if (d.type === 'enum') out.push(...Object.values(d['entries'] as Record<string, string>));
		else if (d.type === 'literal') for (const v of d['values'] as unknown[]) if (typeof v === 'string') out.push(v);
	};
	for (const s of schemasAt(root, path)) visit(s);
	return out;
}

interface Context {
	file: string;
	root: AnySchema;
	positions: PositionMap;
	data: unknown;
}

function valueAtPath(data: unknown, path: readonly PathSegment[]): unknown {
	let v = data;
	for (const seg of path) {
		if (v === null || typeof v !== 'object') return undefined;
		v = (v as Record<string | number, unknown>)[seg];
	}
	return v;
}

function place(ctx: Context, path: readonly PathSegment[], message: string, tip?: string, atKey = false): Problem {
	return makeProblem({ rule: 'schema', file: ctx.file, position: atKey ? ctx.positions.keyAt(path) : ctx.positions.valueAt(path), path, message, tip });
}

/** One problem per issue (one per unknown key), each placed and with a tip when one helps. */
export function issuesToProblems(issues: readonly Issue[], ctx: Context): Problem[] {
	const out: Problem[] = [];
	const placeholders = new Set<string>();
	for (const issue of issues) {
		for (const p of issueToProblems(issue, ctx)) {
			// A placeholder can fail several checks at once (its format, and being a placeholder): named once.
			if (p.rule === PLACEHOLDER_RULE) {
				if (placeholders.has(p.path)) continue;
				placeholders.add(p.path);
			}
			out.push(p);
		}
	}
	return out;
}

/** Whether the field a path ends in may be left out of its mapping. */
function isOptionalField(root: AnySchema, path: readonly PathSegment[]): boolean {
	const key = path.at(-1);
	if (typeof key !== 'string') return false;
	return schemasAt(root, path.slice(0, -1)).some((s) => {
		const d = def(s);
		const field = d.type === 'object' ? (d['shape'] as Record<string, AnySchema>)[key] : undefined;
		return field !== undefined && ['optional', 'default'].includes(def(field).type);
	});
}

/** A value the skeleton wrote for the contributor to replace, whatever else it fails. */
function placeholderProblem(ctx: Context, path: readonly PathSegment[]): Problem {
	const optional = isOptionalField(ctx.root, path);
	return makeProblem({
		rule: PLACEHOLDER_RULE,
		file: ctx.file,
		position: ctx.positions.valueAt(path),
		path,
		message: optional ? 'placeholder left from the skeleton; this field is optional: fill it in, or delete the line' : 'placeholder left from the skeleton',
		tip: PLACEHOLDER_TIP,
	});
}

/** Whether the record is a reading of the paper's text, which states every design field. */
function isFullReading(ctx: Context): boolean {
	const depth = (ctx.data as { depth?: unknown } | null)?.depth;
	return depth === 'full' || depth === 'main_text';
}

const FULL_READING_TIP =
	'a full or main-text reading states every design field; where the paper is silent write unknown, not_assessed or none_stated (npm run new-study -- <id> --dry-run shows every field)';

/** A required field that is absent: placed at its key, saying what it must hold. */
function missingField(ctx: Context, path: readonly PathSegment[], expected: string, tip: string | undefined): Problem {
	return place(ctx, path, `missing required field "${String(path.at(-1) ?? '')}": expected ${expected}`, tip, true);
}

/** The tip for a missing field: what it holds, and why a full reading needs it. */
function missingTip(ctx: Context, path: readonly PathSegment[]): string {
	const what = descriptionAt(ctx.root, path);
	const add = what ? `add it: ${what}` : 'add the field';
	return isFullReading(ctx) ? `${add} (${FULL_READING_TIP})` : add;
}

/** One kind of zod issue, narrowed by its code. */
type IssueOf<C extends Issue['code']> = Extract<Issue, { code: C }>;
/** What every explainer gets: the issue, where it is, and the value found there. */
type Explain<C extends Issue['code']> = (issue: IssueOf<C>, ctx: Context, path: PathSegment[], input: unknown) => Problem[];

/** Keys the schema does not know: a near-miss is named, else the keys allowed here. */
const unknownKeys: Explain<'unrecognized_keys'> = (issue, ctx, path) => {
	const known = keysAt(ctx.root, path);
	return issue.keys.map((key) => {
		// A key that another form of a union allows does not go with the keys written beside it.
		if (known.includes(key))
			return place(ctx, [...path, key], `unknown key "${key}" beside the other keys here`, `remove it: ${expectedHere(ctx, path)}`, true);
		const guess = nearest(key, known);
		const tip = guess ? `did you mean \`${guess}\`?` : `known keys here: ${known.map((k) => `\`${k}\``).join(', ')}`;
		return place(ctx, [...path, key], `unknown key "${key}"`, tip, true);
	});
};

/** A value of the wrong type, or a required field that is missing. */
const wrongType: Explain<'invalid_type'> = (issue, ctx, path, input) => {
	const expected = schemasAt(ctx.root, path).map(expectedOf)[0] ?? issue.expected;
	if (input === undefined) return [missingField(ctx, path, expected, missingTip(ctx, path))];
	return [place(ctx, path, `expected ${expected}, got ${describeInput(input)}`, typeTip(expected, input))];
};

/** A value outside a fixed list: the list, and the nearest entry. */
const wrongValue: Explain<'invalid_value'> = (issue, ctx, path, input) => {
	if (input === undefined && path.length > 0) {
		return [missingField(ctx, path, `one of ${issue.values.map((v) => `\`${String(v)}\``).join(', ')}`, descriptionAt(ctx.root, path))];
	}
	const values = issue.values.filter((v): v is string => typeof v === 'string');
	const guess = typeof input === 'string' ? nearest(input, values) : undefined;
	const list = issue.values.map((v) => `\`${String(v)}\``).join(', ');
	return [place(ctx, path, `expected one of ${list}, got ${describeInput(input)}`, guess ? `did you mean \`${guess}\`?` : undefined)];
};

/** A value that fits no form of a union: the key that picks the form, the issues of the closest form, or what the forms are. */
const noUnionForm: Explain<'invalid_union'> = (issue, ctx, path, input) => {
	if (input === undefined) return [missingField(ctx, path, schemasAt(ctx.root, path).map(expectedOf)[0] ?? 'a value', missingTip(ctx, path))];
	// A discriminated union names the key that picks the branch: report that key's value.
	const discriminator = (issue as { discriminator?: string }).discriminator;
	if (discriminator && typeof input === 'object' && input !== null) {
		const at = path.at(-1) === discriminator ? path : [...path, discriminator];
		const value = (input as Record<string, unknown>)[discriminator];
		const values = enumValuesAt(ctx.root, at);
		const guess = typeof value === 'string' ? nearest(value, values) : undefined;
		return [
			place(
				ctx,
				at,
				value === undefined
					? `missing required field "${discriminator}": expected one of ${values.map((v) => `\`${v}\``).join(', ')}`
					: `expected one of ${values.map((v) => `\`${v}\``).join(', ')}, got ${describeInput(value)}`,
				guess ? `did you mean \`${guess}\`?` : undefined,
				value === undefined,
			),
		];
	}
	// When one branch has the right shape, or comes clearly closest (fewest issues), its own errors are the useful ones.
	const closest = closestBranch(issue.errors);
	if (closest && typeof input === 'object' && input !== null) {
		return issuesToProblems(
			closest.map((i) => ({ ...i, path: [...path, ...i.path] }) as Issue),
			ctx,
		);
	}
	const expected = schemasAt(ctx.root, path).map(expectedOf)[0] ?? 'another value';
	const guess = typeof input === 'string' ? nearest(input, enumValuesAt(ctx.root, path)) : undefined;
	return [place(ctx, path, `expected ${expected}, got ${describeInput(input)}`, guess ? `did you mean \`${guess}\`?` : typeTip(expected, input))];
};

/** Text in the wrong format, such as a link that is not http(s). */
const badFormat: Explain<'invalid_format'> = (issue, ctx, path, input) => {
	const message = issue.message && !issue.message.startsWith('Invalid') ? issue.message : `expected ${issue.format}`;
	if (issue.format === 'url') {
		return [place(ctx, path, `expected an http(s) URL, got ${describeInput(input)}`, 'only http:// and https:// links are accepted')];
	}
	return [place(ctx, path, `${describeInput(input)} is not valid: ${message}`)];
};

/** A list, text or number that is too small or too big. */
const outOfBounds: Explain<'too_small' | 'too_big'> = (issue, ctx, path, input) => {
	const small = issue.code === 'too_small';
	const bound = (issue as { minimum?: unknown; maximum?: unknown })[small ? 'minimum' : 'maximum'];
	const origin = issue.origin;
	let message: string;
	if (origin === 'array') {
		message = small
			? `expected at least ${String(bound)} item${bound === 1 ? '' : 's'}, got ${Array.isArray(input) ? input.length : 0}`
			: `expected at most ${String(bound)} items, got ${Array.isArray(input) ? input.length : '?'}`;
		if ((issue as { exact?: boolean }).exact) message = `expected exactly ${String(bound)} items, got ${Array.isArray(input) ? input.length : '?'}`;
	} else if (origin === 'string') {
		message = small
			? String(bound) === '1'
				? 'expected non-empty text, got an empty string'
				: `expected at least ${String(bound)} characters`
			: `text is too long: at most ${String(bound)} characters, got ${typeof input === 'string' ? input.length : '?'}`;
	} else if (origin === 'number' && small) {
		message = `expected ${schemasAt(ctx.root, path).map(expectedOf)[0] ?? `at least ${String(bound)}`}, got ${describeInput(input)}`;
	} else {
		message = `expected ${small ? 'at least' : 'at most'} ${String(bound)}, got ${describeInput(input)}`;
	}
	let tip: string | undefined;
	if (origin === 'string' && !small) tip = 'shorten it; long text belongs in notes';
	else if (origin === 'array' && small) tip = isFullReading(ctx) ? `add an entry in your own words (${FULL_READING_TIP})` : 'add an entry';
	return [place(ctx, path, message, tip)];
};

/** A refinement of the schema, which states its own message and tip. */
const refinement: Explain<'custom'> = (issue, ctx, path, input) => {
	const params = (issue as { params?: { tip?: string } }).params;
	return [place(ctx, path, issue.message, params?.tip, input === undefined)];
};

function issueToProblems(issue: Issue, ctx: Context): Problem[] {
	const path = issue.path as PathSegment[];
	const input = 'input' in issue ? issue.input : valueAtPath(ctx.data, path);
	if (typeof input === 'string' && isPlaceholder(input)) return [placeholderProblem(ctx, path)];
	switch (issue.code) {
		case 'unrecognized_keys':
			return unknownKeys(issue, ctx, path, input);
		case 'invalid_type':
			return wrongType(issue, ctx, path, input);
		case 'invalid_value':
			return wrongValue(issue, ctx, path, input);
		case 'invalid_union':
			return noUnionForm(issue, ctx, path, input);
		case 'invalid_format':
			return badFormat(issue, ctx, path, input);
		case 'too_small':
		case 'too_big':
			return outOfBounds(issue, ctx, path, input);
		case 'custom':
			return refinement(issue, ctx, path, input);
		default:
			return [place(ctx, path, issue.message)];
	}
}

/** What the schema accepts at a path, in words. */
function expectedHere(ctx: Context, path: readonly PathSegment[]): string {
	return `this entry is ${schemasAt(ctx.root, path).map(expectedOf)[0] ?? 'of another form'}`;
}

/**
 * The branch of a union whose issues are worth reporting: the only one of the right shape, else the
 * one with strictly fewest faults (each unexpected key counts as one).
 */
function closestBranch(branches: readonly (readonly Issue[])[]): readonly Issue[] | undefined {
	const shaped = branches.filter((branch) => !branch.every((i) => (i.code === 'invalid_type' || i.code === 'invalid_value') && i.path.length === 0));
	if (shaped.length <= 1) return shaped[0];
	const sizes = shaped.map((b) => b.reduce((n, i) => n + (i.code === 'unrecognized_keys' ? i.keys.length : 1), 0));
	const fewest = Math.min(...sizes);
	return sizes.filter((n) => n === fewest).length === 1 ? shaped[sizes.indexOf(fewest)] : undefined;
}

function typeTip(expected: string, input: unknown): string | undefined {
	if (/integer|number/.test(expected) && typeof input === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(input)) {
		return 'remove the quotes so the value is a number';
	}
	if (/integer|number/.test(expected) && typeof input === 'string') return 'write the figure in digits, e.g. 3';
	if (expected === 'text' && (typeof input === 'number' || typeof input === 'boolean')) {
		return `put the value in quotes: "${String(input)}"`;
	}
	if (expected === 'text' && input === null) return 'write the text, or remove the key if the field is optional';
	if (expected === 'a list' && input !== null && typeof input !== 'object') return 'write it as a list: one `- item` per line';
	return undefined;
}
