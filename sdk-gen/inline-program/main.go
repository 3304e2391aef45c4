// Command inline-program runs a Go program on the bizops provider plugin through Pulumi's
// Automation API, its program inline (a function of this process, so no Go language host), with
// the Go SDK that scripts/plugin/generate-sdks.js writes: `up`, a preview that must find no change,
// `refresh`, `destroy`, then the stack is removed. It prints a JSON summary of the four operations
// and the stack's outputs on stdout, the CLI's progress on stderr.
//
//	RECORDS_TOKEN=<token> PULUMI_CONFIG_PASSPHRASE=<passphrase> inline-program \
//	  -records-url <url> -company <companyId> -plugin-dir <folder of pulumi-resource-bizops> \
//	  -backend <folder> -work-dir <folder>
//
// scripts/plugin/build-inline-program.js builds it; the plugin's end-to-end test runs it.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"

	"github.com/pulumi-bizops/pulumi-bizops/sdk/go/bizops/records"
	"github.com/pulumi/pulumi/sdk/v3/go/auto"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optdestroy"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optpreview"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optrefresh"
	"github.com/pulumi/pulumi/sdk/v3/go/auto/optup"
	"github.com/pulumi/pulumi/sdk/v3/go/common/workspace"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

// program declares a payment term and a dispute status, and reads the term back with its get
// function once it exists (the Output form, from the resource's outputs).
func program(companyID string) pulumi.RunFunc {
	return func(ctx *pulumi.Context) error {
		term, err := records.NewPaymentTerm(ctx, "goTerm", &records.PaymentTermArgs{
			CompanyId:          pulumi.String(companyID),
			Code:               pulumi.String("GO30"),
			DisplayName:        pulumi.String("Go 30 days"),
			DueDateCalculation: pulumi.String("30D"),
		})
		if err != nil {
			return err
		}
		dispute, err := records.NewDisputeStatus(ctx, "goDispute", &records.DisputeStatusArgs{
			CompanyId:   pulumi.String(companyID),
			Code:        pulumi.String("GOQUALITY"),
			DisplayName: pulumi.String("Quality dispute"),
		})
		if err != nil {
			return err
		}
		got := records.LookupPaymentTermOutput(ctx, records.LookupPaymentTermOutputArgs{
			CompanyId: term.CompanyId,
			Code:      term.Code.Elem(),
		})
		ctx.Export("termId", term.ID())
		ctx.Export("disputeId", dispute.ID())
		ctx.Export("gotTerm", pulumi.Map{
			"id":                 got.Id(),
			"code":               got.Code(),
			"dueDateCalculation": got.DueDateCalculation(),
		})
		return nil
	}
}

// summary is what the program prints: the resource changes of each operation, by kind.
type summary struct {
	Up      map[string]int `json:"up"`
	Outputs map[string]any `json:"outputs"`
	Preview map[string]int `json:"preview"`
	Refresh map[string]int `json:"refresh"`
	Destroy map[string]int `json:"destroy"`
}

func changes(counts *map[string]int) map[string]int {
	if counts == nil {
		return map[string]int{}
	}
	return *counts
}

func fail(step string, err error) {
	fmt.Fprintf(os.Stderr, "inline-program: %s: %v\n", step, err)
	os.Exit(1)
}

func main() {
	recordsURL := flag.String("records-url", "", "the records service (bizops:recordsUrl)")
	companyID := flag.String("company", "", "the company the records go into")
	pluginDir := flag.String("plugin-dir", "", "the folder that holds pulumi-resource-bizops")
	backend := flag.String("backend", "", "the folder of the local file backend")
	workDir := flag.String("work-dir", "", "the workspace's folder (Pulumi.yaml, stack settings)")
	stackName := flag.String("stack", "go-inline", "the stack")
	flag.Parse()
	token := os.Getenv("RECORDS_TOKEN")
	if *recordsURL == "" || *companyID == "" || *pluginDir == "" || *backend == "" || *workDir == "" || token == "" {
		flag.Usage()
		os.Exit(2)
	}
	ctx := context.Background()

	// The project the workspace writes as Pulumi.yaml: the state in a local folder, the plugin by
	// its folder (as a YAML program names it). PULUMI_CONFIG_PASSPHRASE comes from the environment.
	project := workspace.Project{
		Name:    "bizops-go-inline",
		Runtime: workspace.NewProjectRuntimeInfo("go", nil),
		Backend: &workspace.ProjectBackend{URL: "file://" + *backend},
		Plugins: &workspace.Plugins{
			Providers: []workspace.PluginOptions{{Name: "bizops", Path: *pluginDir}},
		},
	}
	stack, err := auto.UpsertStackInlineSource(ctx, *stackName, string(project.Name), program(*companyID),
		auto.Project(project), auto.WorkDir(*workDir))
	if err != nil {
		fail("stack", err)
	}
	if err := stack.SetConfig(ctx, "bizops:recordsUrl", auto.ConfigValue{Value: *recordsURL}); err != nil {
		fail("config", err)
	}
	if err := stack.SetConfig(ctx, "bizops:recordsToken", auto.ConfigValue{Value: token, Secret: true}); err != nil {
		fail("config", err)
	}

	var out summary
	up, err := stack.Up(ctx, optup.ProgressStreams(os.Stderr))
	if err != nil {
		fail("up", err)
	}
	out.Up = changes(up.Summary.ResourceChanges)
	out.Outputs = map[string]any{}
	for name, output := range up.Outputs {
		out.Outputs[name] = output.Value
	}

	preview, err := stack.Preview(ctx, optpreview.ExpectNoChanges(), optpreview.ProgressStreams(os.Stderr))
	if err != nil {
		fail("preview", err)
	}
	out.Preview = map[string]int{}
	for op, count := range preview.ChangeSummary {
		out.Preview[string(op)] = count
	}

	refresh, err := stack.Refresh(ctx, optrefresh.ExpectNoChanges(), optrefresh.ProgressStreams(os.Stderr))
	if err != nil {
		fail("refresh", err)
	}
	out.Refresh = changes(refresh.Summary.ResourceChanges)

	destroy, err := stack.Destroy(ctx, optdestroy.ProgressStreams(os.Stderr))
	if err != nil {
		fail("destroy", err)
	}
	out.Destroy = changes(destroy.Summary.ResourceChanges)
	if err := stack.Workspace().RemoveStack(ctx, stack.Name()); err != nil {
		fail("stack rm", err)
	}

	if err := json.NewEncoder(os.Stdout).Encode(out); err != nil {
		fail("summary", err)
	}
}
