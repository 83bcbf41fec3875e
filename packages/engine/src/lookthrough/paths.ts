/**
 * The fund paths of the lines, each stored once: a line carries the index of its path, so
 * a fund with 5,000 lines costs one path, not 5,000 joined strings.
 */
export class PathDictionary {
  readonly paths: (readonly string[])[] = [[]];
  /** (parent path, fund) → path, keyed by one number: parent × instrument count + fund. */
  private readonly children = new Map<number, number>();

  constructor(private readonly instrumentCount: number) {}

  /** The path of `parent` extended by a fund (its canonical instrument index and code). */
  child(parent: number, fund: number, code: string): number {
    const key = parent * this.instrumentCount + fund;
    let index = this.children.get(key);
    if (index === undefined) {
      index = this.paths.length;
      this.paths.push(this.paths[parent]!.concat(code));
      this.children.set(key, index);
    }
    return index;
  }
}
