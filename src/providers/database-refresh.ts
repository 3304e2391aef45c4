/**
 * The provider object of `bizops:DatabaseRefresh`. Pulumi stores it in state as
 * `require("pulumi-bizops/providers/database-refresh")`, since it is this module's exports: this path is
 * part of every stack's state and never moves (see package.json "exports").
 */
import { providerMethods } from "./provider-methods";

export = providerMethods("lifecycle:DatabaseRefresh");
