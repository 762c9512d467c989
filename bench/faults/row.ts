import type { ChildProcess } from 'node:child_process';
import type { Random } from '../../scripts/demo-agency/prng.js';

// One row of the fault table: a fault made for real on loopback, and what came of it.

/** The processes a row started: each is killed by its own pid when the row ends, whatever happened. */
export class Children {
  readonly #all = new Set<ChildProcess>();
  #closed = false;
  add(child: ChildProcess): ChildProcess {
    // A row that ran past its time limit goes on in the background: what it starts then dies at once.
    if (this.#closed) child.kill('SIGKILL');
    this.#all.add(child);
    child.on('exit', () => this.#all.delete(child));
    return child;
  }
  killAll(): void {
    this.#closed = true;
    for (const child of this.#all) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

export interface RowContext {
  /** A temporary folder of the row's own, removed after it. */
  work: string;
  /** Seeded: the same seed gives the same kill moments and corrupted bytes. */
  random: Random;
  children: Children;
  /** Progress for the operator (stderr), not part of the table. */
  log: (line: string) => void;
  /** From `--no-mount`: the full-disk row uses its fallback even where a tmpfs could be mounted. */
  noMount: boolean;
}

export interface RowOutcome {
  /** What happened, in a few words (the table's "outcome" cell). */
  outcome: string;
  /** Accepted things (answered submissions, published files, e-mails) that are gone. */
  lost: number;
  /** Things stored or sent twice; "same Message-ID" when a crash made one resend unavoidable and it is recognisable. */
  duplicated: number | 'same Message-ID';
  /** Why the row does not hold, beyond lost and duplicated: empty when it does. */
  failures: string[];
}

export interface Row {
  id: string;
  /** The fault, as the table's first cell. */
  fault: string;
  /** Past it the row fails as "did not finish" (ROW_TIME_LIMIT_MS when not given). */
  timeLimitMs?: number;
  run(context: RowContext): Promise<RowOutcome>;
}

/** A row holds when nothing is lost, nothing is duplicated but for a recognisable resend, and nothing else failed. */
export const holds = (o: RowOutcome) =>
  o.failures.length === 0 && o.lost === 0 && (o.duplicated === 0 || o.duplicated === 'same Message-ID');
