/**
 * The GitHub workflows are valid against the published workflow schema (SchemaStore's, as
 * @action-validator/core ships it), and the validator's GitHub annotation format is one
 * `::error file=…,line=…,col=…,title=…::message` line per problem, escaped as GitHub requires.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { formatGithubAnnotations } from '../../src/lib/report.ts';
import type { Problem } from '../../src/lib/problems.ts';
import { ROOT } from '../helpers/paths.ts';
import { runScript } from '../helpers/run.ts';

const dir = path.join(ROOT, '.github/workflows');
const workflows = readdirSync(dir).filter((n) => /\.ya?ml$/.test(n));

describe('GitHub workflows', () => {
	it('include the pull-request checks and the Pages deployment', () => {
		expect(workflows).toEqual(expect.arrayContaining(['pull-request.yml', 'deploy.yml']));
		const pr = readFileSync(path.join(dir, 'pull-request.yml'), 'utf8');
		expect(pr).toContain('npm run -s validate -- --format github');
		expect(pr).toContain('GITHUB_STEP_SUMMARY');
		expect(pr).toMatch(/npm test[\s\S]*npm run test:full/);
		const deploy = readFileSync(path.join(dir, 'deploy.yml'), 'utf8');
		expect(deploy).toContain('actions/deploy-pages');
		expect(deploy).toMatch(/SITE: \$\{\{ steps\.pages\.outputs\.origin \}\}/);
		expect(deploy).toMatch(/BASE_PATH: \$\{\{ steps\.pages\.outputs\.base_path \}\}/);
	});

	for (const name of workflows) {
		it(`${name} is valid against the published workflow schema`, () => {
			expect(validateWorkflow(readFileSync(path.join(dir, name), 'utf8')).errors).toEqual([]);
		});
	}

	it('the schema check does catch a broken workflow', () => {
		expect(validateWorkflow('name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n').errors.length).toBeGreaterThan(0);
	});
});

describe('GitHub annotations', () => {
	const problems: Problem[] = [
		{
			file: 'studies/a,b.yaml',
			line: 3,
			column: 7,
			path: 'comparisons[0].kind',
			message: 'expected one of `a`, got "x"\nsecond line 100%',
			tip: 'did you mean `a`?',
			severity: 'error',
			rule: 'schema',
		},
		{ file: 'studies/c.yaml', path: '', message: 'first line is not the editor schema hint', severity: 'warning', rule: 'schema-comment' },
	];

	it('is one escaped workflow command per problem, then the summary', () => {
		expect(formatGithubAnnotations(problems, 2).split('\n')).toEqual([
			'::error file=studies/a%2Cb.yaml,line=3,col=7,title=comparisons[0].kind (schema)::expected one of `a`, got "x"%0Asecond line 100%25%0ATip: did you mean `a`?',
			'::warning file=studies/c.yaml,title=schema-comment::first line is not the editor schema hint',
			'2 files, 1 error, 1 warning',
		]);
	});

	it('npm run validate -- --format github prints them and exits 1 on an error', () => {
		const res = runScript('validate', ['--format', 'github', '--studies', 'tests/fixtures/invalid/dangling-reference']);
		expect(res.code).toBe(1);
		expect(res.stdout.split('\n')[0]).toMatch(
			/^::error file=tests\/fixtures\/invalid\/dangling-reference\/dangling-reference\.yaml,line=11,col=20,title=related_refs\[1\] \(references-resolve\)::reference 99 does not exist in data\/references\.yaml%0ATip: the bibliography has references 1\.\.\d+; add the missing entry or fix the number$/,
		);
		expect(runScript('validate', ['--format', 'xml']).code).toBe(2);
	});
});
