/** The licence of the data (records, framework data, every download); the code is under MIT. One definition, read by the footer, /data/ and datapackage.json. */
export const DATA_LICENSE = {
	id: 'CC-BY-4.0',
	label: 'CC BY 4.0',
	title: 'Creative Commons Attribution 4.0',
	url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;

/** The files in the repository that hold each licence's text. */
export const LICENCE_FILES = { data: 'LICENSE-DATA', code: 'LICENSE' } as const;
/** The code's licence, with its copyright holder (LICENSE). */
export const CODE_LICENSE = { id: 'MIT', label: 'MIT', holder: 'the skill-evidence contributors' } as const;

/** The sentence every download carries where its format has room for one (JSON, BibTeX, LaTeX). */
export function licenceNotice(version: string): string {
	return `skill-evidence ${version}. Data licensed under ${DATA_LICENSE.title} (${DATA_LICENSE.id}, ${DATA_LICENSE.url}): reuse with attribution to skill-evidence and to the review it is built on (Zhang, 2026).`;
}

/** The licence as JSON downloads state it. */
export const jsonLicence = { id: DATA_LICENSE.id, title: DATA_LICENSE.title, url: DATA_LICENSE.url } as const;
