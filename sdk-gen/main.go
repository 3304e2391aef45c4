// Command sdk-gen writes SDKs of the bizops provider plugin from its package schema, with Pulumi's
// own code generators (github.com/pulumi/pulumi/pkg/v3/codegen/go and codegen/python):
//
//	sdk-gen <schema.json> <version> <language>=<out dir>...
//
// where <language> is `go` or `python`. The Go SDK's packages go under its out dir by the schema's
// Go import path (`bizops/records`, `bizops/lifecycle`, ...); the Python SDK's package under its out
// dir by the schema's Python package name (`pulumi_bizops/records`, ...), beside its
// pyproject.toml. scripts/plugin/generate-sdks.js builds and runs it.
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/blang/semver"
	gogen "github.com/pulumi/pulumi/pkg/v3/codegen/go"
	pygen "github.com/pulumi/pulumi/pkg/v3/codegen/python"
	"github.com/pulumi/pulumi/pkg/v3/codegen/schema"
)

const tool = "pulumi-bizops sdk-gen"

func fail(format string, args ...any) {
	fmt.Fprintf(os.Stderr, "sdk-gen: "+format+"\n", args...)
	os.Exit(1)
}

// noPackages is the loader the binding and the generators ask for the packages a schema refers
// to: the bizops schema refers to none but Pulumi's built-in types, which need no loading.
type noPackages struct{}

func (noPackages) LoadPackage(name string, _ *semver.Version) (*schema.Package, error) {
	return nil, fmt.Errorf("the bizops schema refers to no other package, yet %q was asked for", name)
}

func (l noPackages) LoadPackageV2(_ context.Context, d *schema.PackageDescriptor) (*schema.Package, error) {
	return l.LoadPackage(d.Name, d.Version)
}

func (l noPackages) LoadPackageReference(name string, v *semver.Version) (schema.PackageReference, error) {
	_, err := l.LoadPackage(name, v)
	return nil, err
}

func (l noPackages) LoadPackageReferenceV2(
	_ context.Context, d *schema.PackageDescriptor,
) (schema.PackageReference, error) {
	return l.LoadPackageReference(d.Name, d.Version)
}

// generators are the SDKs sdk-gen writes, by the language named on its command line.
var generators = map[string]func(pkg *schema.Package) (map[string][]byte, error){
	"go": func(pkg *schema.Package) (map[string][]byte, error) {
		return gogen.GeneratePackage(tool, pkg, nil)
	},
	"python": generatePython,
}

// generatePython writes the Python SDK, its README beside its pyproject.toml too: the project
// names README.md there, where the generator writes none (Pulumi's providers copy one in before
// they build), and pip refuses a project whose readme is missing.
func generatePython(pkg *schema.Package) (map[string][]byte, error) {
	files, err := pygen.GeneratePackage(tool, pkg, nil, noPackages{})
	if err != nil {
		return nil, err
	}
	info, _ := pkg.Language["python"].(pygen.PackageInfo)
	readme, ok := files[filepath.Join(info.PackageName, "README.md")]
	if !ok {
		return nil, fmt.Errorf("the generator wrote no %s/README.md", info.PackageName)
	}
	files["README.md"] = readme
	return files, nil
}

// bind reads the schema at path and binds it, its version set to version.
func bind(path, version string) *schema.Package {
	data, err := os.ReadFile(path)
	if err != nil {
		fail("%v", err)
	}
	var spec schema.PackageSpec
	if err := json.Unmarshal(data, &spec); err != nil {
		fail("%s: %v", path, err)
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
	return pkg
}

// write writes files under outDir, each by its relative name.
func write(files map[string][]byte, outDir string) {
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
}

func main() {
	if len(os.Args) < 4 {
		fmt.Fprintln(os.Stderr, "usage: sdk-gen <schema.json> <version> <go|python>=<out dir>...")
		os.Exit(2)
	}
	for _, target := range os.Args[3:] {
		language, outDir, ok := strings.Cut(target, "=")
		generate := generators[language]
		if !ok || generate == nil || outDir == "" {
			fail("%q names no language (go, python) and out dir as <language>=<out dir>", target)
		}
		// Bound for each language: a generator renames the package's enum values in place.
		files, err := generate(bind(os.Args[1], os.Args[2]))
		if err != nil {
			fail("%s: %v", language, err)
		}
		write(files, outDir)
		fmt.Printf("sdk-gen: the %s SDK, %d files, written to %s\n", language, len(files), outDir)
	}
}
