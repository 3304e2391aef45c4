/**
 * The provider object of `bizops:DisputeStatus`. Every resource of this kind stores
 * `require("pulumi-bizops/providers/dispute-status")` as its `__provider` (core/provider-shim.ts): this
 * path is part of every stack's state and never moves (see package.json "exports").
 */
import { providerMethods } from "./provider-methods";

export = providerMethods("records:DisputeStatus");
