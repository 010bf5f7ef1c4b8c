/** Copy buttons for citation blocks: shown only when the clipboard can be used; the text stays selectable anyway. */
export function enhanceCopyButtons(doc: Document): void {
	if (!navigator.clipboard) return;
	for (const button of doc.querySelectorAll<HTMLButtonElement>('button.copy[data-copy]')) {
		const source = doc.getElementById(button.dataset['copy'] ?? '');
		if (!source) continue;
		const label = button.firstChild?.textContent ?? 'Copy';
		button.hidden = false;
		button.addEventListener('click', async () => {
			try {
				await navigator.clipboard.writeText(source.textContent ?? '');
				button.firstChild!.textContent = 'Copied';
			} catch {
				button.firstChild!.textContent = 'Select the text to copy';
			}
			setTimeout(() => (button.firstChild!.textContent = label), 2000);
		});
	}
}
