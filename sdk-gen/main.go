// Command sdk-gen writes the Go SDK of the bizops provider plugin from its package schema, with
// Pulumi's own Go code generator (github.com/pulumi/pulumi/pkg/v3/codegen/go):
//
//	sdk-gen <schema.json> <version> <out dir>
//
// The SDK's packages go under <out dir>, by the schema's Go import path
// (`bizops/records`, `bizops/lifecycle`, ...). sdk-gen/generate.sh builds and runs it.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/blang/semver"
	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "sdk-gen: "+format+"\n", args...)
	os.Exit(1)
}

// noPackages is the loader the binding asks for the packages a schema refers to: the bizops
// schema refers to none but Pulumi's built-in types, which need no loading.
type noPackages struct{}

func (noPackages) LoadPackage(name string, _ *semver.Version) (*schema.Package, error) {
	return nil, fmt.Errorf("the bizops schema refers to no other package, yet %q was asked for", name)
}

func (l noPackages) LoadPackageV2(_ context.Context, d *schema.PackageDescriptor) (*schema.Package, error) {
	return l.LoadPackage(d.Name, d.Version)
}

func main() {
	if len(os.Args) != 4 {
		fmt.Fprintln(os.Stderr, "usage: sdk-gen <schema.json> <version> <out dir>")
		os.Exit(2)
	}
	schemaPath, version, outDir := os.Args[1], os.Args[2], os.Args[3]
	data, err := os.ReadFile(schemaPath)
	if err != nil {
		fail("%v", err)
	}
	var spec schema.PackageSpec
	if err := json.Unmarshal(data, &spec); err != nil {
		fail("%s: %v", schemaPath, err)
	}
	// The schema in the repository carries no version: the plugin reports its own.
	spec.Version = version
	pkg, diags, err := schema.BindSpec(spec, noPackages{}, schema.ValidationOptions{})
	if err != nil {
		fail("%v", err)
	}
	if len(diags) > 0 {
		// Warnings are shown; an error stops the generation.
		fmt.Fprintln(os.Stderr, diags.Error())
		if diags.HasErrors() {
			os.Exit(1)
		}
	}
	files, err := gogen.GeneratePackage("pulumi-bizops sdk-gen", pkg, nil)
	if err != nil {
		fail("%v", err)
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		path := filepath.Join(outDir, name)
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			fail("%v", err)
		}
		if err := os.WriteFile(path, files[name], 0o644); err != nil {
			fail("%v", err)
		}
	}
	fmt.Printf("sdk-gen: %d files written to %s\n", len(names), outDir)
}
