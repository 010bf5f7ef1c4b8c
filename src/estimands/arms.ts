/**
 * Which two arms the /tools/ analyzer compares when the reader has not chosen: with exactly two arms
 * in a table there is only one pair, so the page picks it and says which is which, instead of
 * refusing with "choose the arms". The command line still asks for --control and --treatment.
 */

/** Names read as the control arm, or as the treated arm (compared without regard to case). */
const CONTROL_NAMES = ['control', 'baseline'];
const TREATED_NAMES = ['treatment', 'treated'];

/**
 * The pair to compare when a table has exactly two arms (undefined for any other number):
 * 1. an arm named `control` or `baseline` is the control, the other arm the treated one;
 * 2. else an arm named `treatment` or `treated` is the treated arm, the other the control;
 * 3. else the arm that appears first in the file is the control and the second the treated arm,
 *    as a run table usually lists its reference condition first.
 */
export function suggestArms(arms: readonly string[]): { control: string; treatment: string } | undefined {
	if (arms.length !== 2) return undefined;
	const [first, second] = arms as [string, string];
	const is = (names: readonly string[], arm: string) => names.includes(arm.toLowerCase());
	if (is(CONTROL_NAMES, second) && !is(CONTROL_NAMES, first)) return { control: second, treatment: first };
	if (is(TREATED_NAMES, first) && !is(TREATED_NAMES, second)) return { control: second, treatment: first };
	return { control: first, treatment: second };
}
