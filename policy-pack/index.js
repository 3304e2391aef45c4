// The policy pack's program, started by the Pulumi CLI. Everything is in pulumi-bizops/policy;
// a copy of this folder can build its own pack from `bizopsPolicies` instead.
"use strict";
require("pulumi-bizops/policy").serveBizopsPolicyPack();
