/** Shared by the pages whose forms update a view as you change them and keep its state in the URL. */

/** Replaces the query string (not the history entry); an empty query leaves a clean path. */
export function replaceQuery(query: URLSearchParams): void {
	history.replaceState(null, '', `${location.pathname}${query.size ? `?${query}` : ''}${location.hash}`);
}

/** Runs `apply` on every change and on submit (without leaving the page), shows the form, applies once. */
export function liveForm(form: HTMLFormElement, apply: () => void): void {
	form.addEventListener('change', apply);
	form.addEventListener('submit', (e) => {
		e.preventDefault();
		apply();
	});
	form.hidden = false;
	apply();
}
