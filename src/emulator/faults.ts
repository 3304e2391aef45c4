import { STATUS_CODES } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import { isJsonObject, sendJson } from "./http-helpers";
import { badRequest, ServiceError, type Exchange } from "./service";

/**
 * A fault to inject before a request reaches its service. It applies to the next `times` requests that
 * match `method` and `pathIncludes` (both optional), then expires.
 */
export interface FaultRule {
  /** HTTP method to match (any case); any method when absent. */
  method?: string;
  /** Text the request path (with its query) must contain; any path when absent. */
  pathIncludes?: string;
  /** How many matching requests the rule applies to. */
  times: number;
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
  if (!Number.isInteger(rule.times) || rule.times < 1) throw invalidRule("'times' must be an integer >= 1.");
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
  if (value.times === undefined) throw invalidRule("'times' is required.");
  // Every property was type-checked against RULE_TYPES above.
  const rule = value as unknown as FaultRule;
  checkNumbers(rule);
  return { ...rule };
}

/** Checks an admin body: one rule or an array of rules. */
export function parseFaultRules(body: unknown): FaultRule[] {
  return Array.isArray(body) ? body.map(parseRule) : [parseRule(body)];
}

/** The service-shaped error a status fault answers with, e.g. 429 → `TooManyRequests`. */
export function faultError(status: number): ServiceError {
  const text = STATUS_CODES[status] ?? "Error";
  return new ServiceError(
    status,
    text.replace(/[^A-Za-z0-9]/g, ""),
    `${text} (fault injected by the emulator).`,
  );
}

interface ArmedRule {
  readonly rule: FaultRule;
  remaining: number;
}

/** Holds armed fault rules and applies them to requests. */
export class FaultInjector {
  private rules: ArmedRule[] = [];
  // Aborted on close so that a pending latency fault does not keep the process alive.
  private readonly closing = new AbortController();

  /** Adds rules after the ones already armed. */
  arm(rules: readonly FaultRule[]): void {
    this.rules.push(...rules.map((rule) => ({ rule, remaining: rule.times })));
  }

  /** Removes every rule. */
  clear(): void {
    this.rules = [];
  }

  /** Cancels pending latency waits; their requests are dropped. */
  close(): void {
    this.closing.abort();
  }

  /**
   * Applies the first armed rule that matches (rules armed earlier win, so a sequence such as "503
   * once, then 429 once" plays in order). Returns true when the fault answered or dropped the request.
   */
  async apply(exchange: Exchange, render: (error: ServiceError) => unknown): Promise<boolean> {
    const rule = this.take(exchange.method, exchange.req.url ?? "");
    if (rule === undefined) return false;
    if (rule.latencyMs !== undefined && rule.latencyMs > 0 && !(await this.wait(rule.latencyMs))) {
      exchange.req.socket.destroy();
      return true;
    }
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

  private take(method: string, pathAndQuery: string): FaultRule | undefined {
    const armed = this.rules.find(
      ({ rule }) =>
        (rule.method === undefined || rule.method.toUpperCase() === method) &&
        (rule.pathIncludes === undefined || pathAndQuery.includes(rule.pathIncludes)),
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
