import { STATUS_CODES } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { isJsonObject, sendJson } from "./http-helpers";
import { badRequest, ServiceError, type Exchange } from "./service";

/**
 * A fault to inject around a request. It applies to the next `times` requests that match `method` and
 * `pathIncludes` (both optional), then expires; with `probability`, each matching request meets it only
 * with that chance (drawn from the injector's seeded generator), and without `times` it never expires.
 */
export interface FaultRule {
  /** HTTP method to match (any case); any method when absent. */
  method?: string;
  /** Text the request path (with its query) must contain; any path when absent. */
  pathIncludes?: string;
  /** How many matching requests the rule applies to; unlimited when only `probability` is given. */
  times?: number;
  /** The chance (0..1) that a matching request meets the fault; 1 when absent. */
  probability?: number;
  /**
   * The service handles the request (applies the write) first; then the answer is lost: the connection
   * drops (`drop`) or a `status` (5xx) comes instead of the service's answer.
   */
  afterApply?: boolean;
  /** Answer this status with the service's error body instead of handling the request. */
  status?: number;
  /** `Retry-After` header value sent with `status`. */
  retryAfter?: string;
  /** Wait this long first, then continue (with `status`/`drop` if set, else normally). */
  latencyMs?: number;
  /** Destroy the connection without answering. */
  drop?: boolean;
}

type RuleKey = keyof FaultRule;
const RULE_TYPES: Readonly<Record<RuleKey, "string" | "number" | "boolean">> = {
  method: "string",
  pathIncludes: "string",
  times: "number",
  probability: "number",
  afterApply: "boolean",
  status: "number",
  retryAfter: "string",
  latencyMs: "number",
  drop: "boolean",
};

function invalidRule(message: string): ServiceError {
  return badRequest(`Invalid fault rule: ${message}`);
}

function isRuleKey(key: string): key is RuleKey {
  return Object.prototype.hasOwnProperty.call(RULE_TYPES, key);
}

function checkNumbers(rule: FaultRule): void {
  if (rule.times !== undefined && (!Number.isInteger(rule.times) || rule.times < 1)) {
    throw invalidRule("'times' must be an integer >= 1.");
  }
  const chance = rule.probability;
  if (chance !== undefined && !(chance >= 0 && chance <= 1)) {
    throw invalidRule("'probability' must be a number from 0 to 1.");
  }
  if (rule.afterApply === true && rule.drop !== true && (rule.status === undefined || rule.status < 500)) {
    throw invalidRule(
      "'afterApply' needs 'drop' or a 5xx 'status': the answer to the applied write is lost.",
    );
  }
  const status = rule.status;
  if (status !== undefined && (!Number.isInteger(status) || status < 400 || status > 599)) {
    throw invalidRule("'status' must be an integer from 400 to 599.");
  }
  if (rule.latencyMs !== undefined && !(rule.latencyMs >= 0 && Number.isFinite(rule.latencyMs))) {
    throw invalidRule("'latencyMs' must be a number >= 0.");
  }
}

function parseRule(value: unknown): FaultRule {
  if (!isJsonObject(value)) throw invalidRule("each rule must be a JSON object.");
  for (const [key, field] of Object.entries(value)) {
    if (!isRuleKey(key)) throw invalidRule(`unknown property '${key}'.`);
    if (typeof field !== RULE_TYPES[key]) throw invalidRule(`'${key}' must be a ${RULE_TYPES[key]}.`);
  }
  if (value.times === undefined && value.probability === undefined) {
    throw invalidRule("'times' or 'probability' is required.");
  }
  // Every property was type-checked against RULE_TYPES above.
  const rule = value as unknown as FaultRule;
  checkNumbers(rule);
  return { ...rule };
}

/** An admin body: rules, and the seed of the generator that draws their chances when one is given. */
export interface FaultArming {
  rules: FaultRule[];
  seed?: number;
}

/** Checks an admin body: one rule, an array of rules, or `{ "seed": N, "rules": [...] }`. */
export function parseFaultRules(body: unknown): FaultArming {
  if (isJsonObject(body) && "rules" in body) {
    const { rules, seed, ...rest } = body;
    const unknown = Object.keys(rest)[0];
    if (unknown !== undefined) throw invalidRule(`unknown property '${unknown}'.`);
    if (seed !== undefined && !Number.isInteger(seed)) throw invalidRule("'seed' must be an integer.");
    if (!Array.isArray(rules)) throw invalidRule("'rules' must be an array.");
    return { rules: rules.map(parseRule), ...(seed === undefined ? {} : { seed: seed as number }) };
  }
  return { rules: Array.isArray(body) ? body.map(parseRule) : [parseRule(body)] };
}

/** The service-shaped error a status fault answers with, e.g. 429 → `TooManyRequests`. */
function faultError(status: number): ServiceError {
  const text = STATUS_CODES[status] ?? "Error";
  return new ServiceError(
    status,
    text.replace(/[^A-Za-z0-9]/g, ""),
    `${text} (fault injected by the emulator).`,
  );
}

/** Random faults at a rate on every service route: the emulator's chaos mode. */
export interface ChaosOptions {
  /** The chance (0..1) that a request meets a fault. */
  rate: number;
  /** Seeds the generator, so that a run can be played again. */
  seed?: number;
}

/**
 * What chaos does to a request it picks, one of these with equal chance. Throttling comes with a short
 * `Retry-After` so that a client that honours it moves on quickly; writes may be applied before their
 * answer is lost, which is the fault a create must survive without making a second record.
 */
const CHAOS_FAULTS: readonly FaultRule[] = [
  { status: 429, retryAfter: "1" },
  { status: 500 },
  { status: 502 },
  { status: 503, retryAfter: "1" },
  { status: 504 },
  { drop: true },
  { drop: true, afterApply: true },
  { status: 500, afterApply: true },
  { status: 503, afterApply: true },
];

/** One chaos fault in words: its status (and `Retry-After`), or a dropped connection. */
function faultWords(rule: FaultRule): string {
  if (rule.drop === true) return "a dropped connection";
  return rule.retryAfter === undefined ? String(rule.status) : `${rule.status} with Retry-After`;
}

/** What chaos does, in words, for `bizops-emulator --help`: {@link CHAOS_FAULTS}, the ones after the write last. */
export function chaosFaultsText(): string {
  const before = CHAOS_FAULTS.filter((rule) => rule.afterApply !== true).map(faultWords);
  const lost = CHAOS_FAULTS.filter((rule) => rule.afterApply === true).map(faultWords);
  const lostTo = `${lost.slice(0, -1).join(", ")} or ${lost.at(-1) ?? ""}`;
  return `${before.join(", ")}, or a write applied before its answer is lost to ${lostTo}`;
}

const WRITES = new Set(["POST", "PATCH", "PUT", "DELETE"]);

interface ArmedRule {
  readonly rule: FaultRule;
  remaining: number;
}

/** What the server does about a fault it was handed: answer or drop now, or after the service. */
export type FaultPlan = { when: "before"; rule: FaultRule } | { when: "after"; rule: FaultRule };

/** Holds armed fault rules and chaos, and applies them to requests. */
export class FaultInjector {
  private rules: ArmedRule[] = [];
  private random: () => number;
  // Aborted on close so that a pending latency fault does not keep the process alive.
  private readonly closing = new AbortController();

  constructor(private readonly chaos?: ChaosOptions) {
    this.random = seededRandom(chaos?.seed ?? Date.now());
  }

  /** Adds rules after the ones already armed; a seed restarts the generator. */
  arm(arming: FaultArming): void {
    if (arming.seed !== undefined) this.random = seededRandom(arming.seed);
    this.rules.push(...arming.rules.map((rule) => ({ rule, remaining: rule.times ?? Infinity })));
  }

  /** Removes every rule (chaos from the command line stays). */
  clear(): void {
    this.rules = [];
  }

  /** Cancels pending latency waits; their requests are dropped. */
  close(): void {
    this.closing.abort();
  }

  /**
   * Picks the fault a request meets, if any: the first armed rule that matches (rules armed earlier win,
   * so a sequence such as "503 once, then 429 once" plays in order), else chaos.
   */
  plan(exchange: Exchange): FaultPlan | undefined {
    const rule = this.take(exchange.method, exchange.req.url ?? "") ?? this.chaosRule(exchange.method);
    if (rule === undefined) return undefined;
    return { when: rule.afterApply === true ? "after" : "before", rule };
  }

  /**
   * Applies a fault before the service: waits, then answers or drops. Returns true when the fault
   * answered or dropped the request, false when the request goes on (latency alone).
   */
  async before(
    exchange: Exchange,
    rule: FaultRule,
    render: (error: ServiceError) => unknown,
  ): Promise<boolean> {
    if (rule.latencyMs !== undefined && rule.latencyMs > 0 && !(await this.wait(rule.latencyMs))) {
      exchange.req.socket.destroy();
      return true;
    }
    return this.lose(exchange, rule, render);
  }

  /** Loses the answer: drops the connection, or answers the rule's status. False when the rule does neither. */
  lose(exchange: Exchange, rule: FaultRule, render: (error: ServiceError) => unknown): boolean {
    if (rule.drop === true) {
      exchange.req.socket.destroy();
      return true;
    }
    if (rule.status === undefined) return false;
    const error = faultError(rule.status);
    const headers: Record<string, string> =
      rule.retryAfter === undefined ? {} : { "Retry-After": rule.retryAfter };
    sendJson(exchange.res, rule.status, render(error), headers);
    return true;
  }

  private chaosRule(method: string): FaultRule | undefined {
    if (this.chaos === undefined || this.random() >= this.chaos.rate) return undefined;
    const rule = CHAOS_FAULTS[Math.floor(this.random() * CHAOS_FAULTS.length)]!;
    // A read has nothing to apply: its answer is simply lost.
    return rule.afterApply === true && !WRITES.has(method) ? { ...rule, afterApply: false } : rule;
  }

  private take(method: string, pathAndQuery: string): FaultRule | undefined {
    // Matching rules are asked in the order armed; one whose chance does not come up lets the next try.
    const armed = this.rules.find(
      ({ rule }) =>
        (rule.method === undefined || rule.method.toUpperCase() === method) &&
        (rule.pathIncludes === undefined || pathAndQuery.includes(rule.pathIncludes)) &&
        (rule.probability === undefined || this.random() < rule.probability),
    );
    if (armed === undefined) return undefined;
    armed.remaining -= 1;
    if (armed.remaining <= 0) this.rules = this.rules.filter((r) => r !== armed);
    return armed.rule;
  }

  private async wait(ms: number): Promise<boolean> {
    try {
      await delay(ms, undefined, { signal: this.closing.signal });
      return true;
    } catch {
      return false;
    }
  }
}

/** mulberry32: a small, fast generator whose sequence a seed fixes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
