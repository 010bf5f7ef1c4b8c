// Ids for names in order of first appearance, found from a range of a text without making a string
// for a name already seen: a million task names cost one string each and a table of ints, where a
// Map keyed by fresh strings spent most of the run table's reading time.

/** FNV-1a over UTF-16 code units, the same for a string and for a range of a text. */
function hashRange(text: string, start: number, end: number): number {
	let h = 0x811c9dc5;
	for (let i = start; i < end; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
	// an int32, as the table keeps it (the empty name's hash is the offset basis, past 2^31)
	return h | 0;
}

/** Names and their ids (0, 1, 2, … in order of first appearance), in an open-addressing table. */
export class NameIds {
	/** The names by id. */
	readonly names: string[] = [];
	/** The hashes by id (int32: a number[] of them would hold most as doubles), grown by doubling. */
	#hashes = new Int32Array(1024);
	#slots = new Int32Array(1024).fill(-1);

	/** The id of the name text[start, end), given a new id when it is new. */
	idOfRange(text: string, start: number, end: number): number {
		const h = hashRange(text, start, end);
		const mask = this.#slots.length - 1;
		const length = end - start;
		let slot = h & mask;
		for (;;) {
			const id = this.#slots[slot]!;
			if (id < 0) break;
			const name = this.names[id]!;
			if (this.#hashes[id] === h && name.length === length && text.startsWith(name, start)) return id;
			slot = (slot + 1) & mask;
		}
		const id = this.names.length;
		this.names.push(text.slice(start, end));
		if (id === this.#hashes.length) {
			const hashes = new Int32Array(2 * id);
			hashes.set(this.#hashes);
			this.#hashes = hashes;
		}
		this.#hashes[id] = h;
		this.#slots[slot] = id;
		// at most half full, so probes stay short
		if (2 * this.names.length > this.#slots.length) this.#grow();
		return id;
	}

	/** The id of a name, given a new id when it is new. */
	idOf(name: string): number {
		return this.idOfRange(name, 0, name.length);
	}

	#grow(): void {
		const slots = new Int32Array(2 * this.#slots.length).fill(-1);
		const mask = slots.length - 1;
		for (let id = 0; id < this.names.length; id++) {
			let slot = this.#hashes[id]! & mask;
			while (slots[slot] !== -1) slot = (slot + 1) & mask;
			slots[slot] = id;
		}
		this.#slots = slots;
	}
}
