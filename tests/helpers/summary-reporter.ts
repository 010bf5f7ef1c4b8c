/**
 * Ends the test output with one plain line, `N passed, N failed, N skipped`, that any CI log
 * reader understands. In CI a skipped test counts as a failure of the run (see .ci/run).
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
	onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
		let passed = 0;
		let failed = 0;
		let skipped = 0;
		for (const mod of modules) {
			if (mod.state() === 'failed' && [...mod.children.allTests()].length === 0) failed++;
			for (const test of mod.children.allTests()) {
				const state = test.result().state;
				if (state === 'passed') passed++;
				else if (state === 'failed') failed++;
				else skipped++;
			}
		}
		failed += unhandledErrors.length;
		process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
		if (process.env['CI'] && skipped > 0) {
			process.stdout.write('CI does not allow skipped tests\n');
			process.exitCode = 1;
		}
	}
}
