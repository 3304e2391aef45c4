/**
 * The package's `lifecycle` namespace: Lifecycle Services' resources and functions
 * (src/lifecycle) and, beside them, the Power Platform's for the same environments
 * (src/powerplatform), so that a program moving from one to the other keeps one namespace.
 */
export * from "./lifecycle";
export * from "./powerplatform";
