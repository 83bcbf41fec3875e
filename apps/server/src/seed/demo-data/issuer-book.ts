import type { CodeFactory } from './identifiers';
import type { GroupRow, Issuer, IssuerKind } from './model';
import type { Random } from './random';
import type { NaceClass } from './sectors';

export interface IssuerSpec {
  name: string;
  country: string;
  kind: IssuerKind;
  sector: NaceClass;
  rating?: string | null;
  listed?: boolean;
  size?: number;
  owner?: string | null;
  /** Root of the group's name; defaults to the issuer's name. */
  root?: string;
  /** A fixed code (internal code, or the LEI the group was given). */
  code?: string;
  lei?: string | null;
}

/** Collects groups and issuers, keeping names unique and handing out LEIs. */
export class IssuerBook {
  readonly groups: GroupRow[] = [];
  readonly issuers: Issuer[] = [];
  private readonly names = new Set<string>();

  constructor(
    private readonly rng: Random,
    readonly codes: CodeFactory,
  ) {}

  group(code: string, name: string, lei: string | null, country: string): GroupRow {
    const group: GroupRow = { code, name, lei, country };
    this.groups.push(group);
    return group;
  }

  /** A group whose ultimate parent has a new LEI: the LEI is the group code (TPT 50). */
  leiGroup(name: string, country: string): GroupRow {
    const lei = this.codes.lei();
    return this.group(lei, name, lei, country);
  }

  /**
   * Adds an issuer. Without a fixed code, 96 % get an LEI and the others an internal
   * "EMT-" code: missing LEIs are common for small or private entities.
   */
  add(group: GroupRow, spec: IssuerSpec): Issuer {
    let lei = spec.lei ?? null;
    let code = spec.code;
    if (!code) {
      lei = this.rng.chance(0.96) ? this.codes.lei() : null;
      code = lei ?? `EMT-${this.rng.digits(7)}`;
    }
    const issuer: Issuer = {
      row: {
        code,
        name: this.unique(spec.name),
        lei,
        groupCode: group.code,
        country: spec.country,
        naceCode: spec.sector.code,
        gicsSector: spec.sector.gics,
      },
      group,
      kind: spec.kind,
      rating: spec.rating ?? null,
      listed: spec.listed ?? false,
      size: spec.size ?? 1,
      sector: spec.sector,
      owner: spec.owner ?? null,
      root: spec.root ?? spec.name,
    };
    this.issuers.push(issuer);
    return issuer;
  }

  private unique(name: string): string {
    let candidate = name;
    for (let i = 2; this.names.has(candidate); i++) candidate = `${name} ${i}`;
    this.names.add(candidate);
    return candidate;
  }
}
