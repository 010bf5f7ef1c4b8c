/** The licence of the data (records, framework data, every download); the code is under MIT. One definition, read by the footer, /data/ and datapackage.json. */
export const DATA_LICENSE = {
	id: 'CC-BY-4.0',
	label: 'CC BY 4.0',
	title: 'Creative Commons Attribution 4.0',
	url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
