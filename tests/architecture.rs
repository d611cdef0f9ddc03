//! The architecture, checked by a tool rather than by eye: the modules of src/ import each
//! other in no circle, and only downwards through the layers of [`LAYERS`].
//!
//! The check reads the source: every compiled module's `use` lines (`crate::`, `super::`,
//! `self::`, child modules, groups `{..}`, `pub use`) and the qualified paths in its code
//! (`super::command::parse_int(word)`), each resolved to the deepest module it names. Comments
//! and test code (items under `#[cfg(test)]`, test-only module files) do not count. A path
//! through a module name brought in by `use` (`use crate::a; a::b::f()`) counts only as far
//! as the `use` itself (`a`).

use regex::Regex;
use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers of the crate, bottom first, by top-level module. A module may import from its
/// own top-level module and from the layers below its own; modules side by side in one
/// layer do not import each other. A new top-level module must be added here.
#[rustfmt::skip]
const LAYERS: &[&[&str]] = &[
    &["board"],            // the position: points, strings, play and undo
    &["rules"],            // what a ruleset allows and how it scores
    &["handicap"],         // fixed handicap points
    &["game"],             // a board plus rules, komi and history: superko and undo
    &["sgf"],              // game records in and out
    &["score"],            // the count: regions, area and territory, pass-alive, ownership
    &["search"],           // the engine: tree, playouts, knowledge, tactics, time, decision
    &["gtp", "terminal"],  // the front ends: the Go Text Protocol, a game at the terminal
    &["tools"],            // bench, matches, regression suites, the GTP client for other engines
    &["crate", "main"],    // the library root (lib.rs: declarations only) and the binary
];

/// Top-level modules that only the listed top-level modules may import.
#[rustfmt::skip]
const RESTRICTED: &[(&str, &[&str])] = &[
    ("tools", &["tools", "main"]), // the binary's subcommands, not part of the engine
];

/// The library root's module name (src/lib.rs).
const ROOT: &str = "crate";
/// The binary root's module name (src/main.rs); it reaches the library as `sente::`.
const BINARY: &str = "main";

/// Each module's dependencies, each with the first path in its code that makes it.
type Graph = BTreeMap<String, BTreeMap<String, String>>;

/// No module reaches itself through imports; a failure lists each circle and its imports.
#[test]
fn modules_import_each_other_in_no_circle() {
    let cycles = cycles(&dependency_graph(&read_modules(&src())));
    assert!(cycles.is_empty(), "import circles:\n{}", cycles.join("\n"));
}

/// Every import follows [`RESTRICTED`] and [`LAYERS`]; a failure lists each one that does not.
#[test]
fn modules_import_only_from_their_layer_or_below() {
    let violations = layer_violations(&dependency_graph(&read_modules(&src())));
    assert!(violations.is_empty(), "layering violations:\n{}", violations.join("\n"));
}

/// The crate's src/ folder.
fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Step 1: every compiled module and its code, cleaned by [`clean`]. The modules are found
/// from the roots through their `mod x;` declarations outside test code; module a::b is the
/// file src/a/b.rs or src/a/b/mod.rs, [`ROOT`] is src/lib.rs and [`BINARY`] src/main.rs.
fn read_modules(src: &Path) -> BTreeMap<String, String> {
    let declarations = Regex::new(r"\bmod\s+(\w+)\s*;").unwrap();
    let mut modules = BTreeMap::new();
    let mut todo = vec![ROOT.to_string(), BINARY.to_string()];
    while let Some(module) = todo.pop() {
        let stem = src.join(module.replace("::", "/"));
        let files = match module.as_str() {
            ROOT => vec![src.join("lib.rs")],
            _ => vec![stem.with_extension("rs"), stem.join("mod.rs")],
        };
        let source = files.iter().find_map(|file| fs::read_to_string(file).ok());
        let code = clean(&source.unwrap_or_else(|| panic!("no file for module {module}: {files:?}")));
        todo.extend(declarations.captures_iter(&code).map(|c| child(&module, &c[1])));
        modules.insert(module, code);
    }
    modules
}

/// `source` without comments (doc comments too), without the insides of string and char
/// literals, and without test code.
fn clean(source: &str) -> String {
    strip_test_code(&strip_comments(source))
}

/// `source` with its comments removed and its string and char literals emptied, so that
/// neither can be taken for code.
fn strip_comments(source: &str) -> String {
    let chars: Vec<char> = source.chars().collect();
    let at = |i: usize, text: &str| chars[i..].iter().zip(text.chars()).filter(|(a, b)| *a == b).count() == text.len();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let ident_before = i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '_');
        let hashes = chars[i + 1..].iter().take_while(|c| **c == '#').count();
        if at(i, "//") {
            i = (i..chars.len()).find(|&j| chars[j] == '\n').unwrap_or(chars.len());
        } else if at(i, "/*") {
            let mut depth = 0;
            while i < chars.len() {
                depth += at(i, "/*") as i32 - at(i, "*/") as i32;
                i += if at(i, "/*") || at(i, "*/") { 2 } else { 1 };
                if depth == 0 {
                    break;
                }
            }
            out.push(' ');
        } else if chars[i] == 'r' && !ident_before && chars.get(i + 1 + hashes) == Some(&'"') {
            let close = format!("\"{}", "#".repeat(hashes));
            i = (i + 2 + hashes..chars.len())
                .find(|&j| at(j, &close))
                .unwrap_or(chars.len())
                + close.len();
            out.push_str("\"\"");
        } else if chars[i] == '"' {
            i += 1;
            while i < chars.len() && chars[i] != '"' {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if chars[i] == '\'' && (chars.get(i + 1) == Some(&'\\') || chars.get(i + 2) == Some(&'\'')) {
            i = (i + 3..chars.len()).find(|&j| chars[j] == '\'').unwrap_or(chars.len()) + 1;
            out.push_str("' '");
        } else {
            out.push(chars[i]);
            i += 1;
        }
    }
    out
}

/// `code` without the items marked `#[cfg(test)]`: each ends at its first `;` outside
/// brackets, or at the `}` that closes its body (`mod tests { .. }`, `mod tests;`, a `fn`).
fn strip_test_code(code: &str) -> String {
    const MARK: &str = "#[cfg(test)]";
    let mut out = String::new();
    let mut rest = code;
    while let Some(start) = rest.find(MARK) {
        out.push_str(&rest[..start]);
        rest = &rest[start + MARK.len()..];
        let mut depth = 0;
        let end = rest.char_indices().find(|&(_, c)| {
            depth += matches!(c, '(' | '[' | '{') as i32 - matches!(c, ')' | ']' | '}') as i32;
            matches!(c, ';' | '}') && depth == 0
        });
        rest = end.map_or("", |(i, _)| &rest[i + 1..]);
    }
    out + rest
}

/// Step 2: the paths `code` names: those of its `use` trees, expanded, and the qualified
/// paths of the rest of its code.
fn paths(code: &str) -> Vec<String> {
    let uses = Regex::new(r"\buse\s+([^;]*);").unwrap();
    let qualified = Regex::new(r"\b[A-Za-z_]\w*(::[A-Za-z_]\w*)+").unwrap();
    let mut paths: Vec<String> = uses.captures_iter(code).flat_map(|c| expand_use_tree(&c[1])).collect();
    let rest = uses.replace_all(code, ";");
    paths.extend(qualified.find_iter(&rest).map(|m| m.as_str().to_string()));
    paths
}

/// The paths of a use tree: `a::{b, c::{d as e, self}}` gives a::b, a::c::d and a::c.
fn expand_use_tree(tree: &str) -> Vec<String> {
    let tree: String = Regex::new(r"\s+as\s+\w+")
        .unwrap()
        .replace_all(tree, "")
        .split_whitespace()
        .collect();
    let (Some(open), Some(close)) = (tree.find('{'), tree.rfind('}')) else {
        return vec![tree];
    };
    let mut parts = vec![String::new()];
    let mut depth = 0;
    for c in tree[open + 1..close].chars() {
        depth += (c == '{') as i32 - (c == '}') as i32;
        match c {
            ',' if depth == 0 => parts.push(String::new()),
            _ => parts.last_mut().unwrap().push(c),
        }
    }
    let prefix = &tree[..open];
    parts
        .iter()
        .filter(|part| !part.is_empty())
        .flat_map(|part| expand_use_tree(part))
        .map(|path| match path.as_str() {
            "self" => prefix.trim_end_matches("::").to_string(),
            _ => format!("{prefix}{path}"),
        })
        .collect()
}

/// The module `path`, written in `module`, leads into: its start (`crate::` or `sente::`,
/// `super::`s, `self::` or a child module) and then as many segments as name modules. None
/// for a path outside the crate: std, other crates, local names.
fn resolve(module: &str, path: &str, modules: &BTreeSet<String>) -> Option<String> {
    let mut segments = path.split("::").peekable();
    let mut at = match *segments.peek()? {
        "crate" | "sente" => ROOT.to_string(),
        "self" => module.to_string(),
        "super" => module.to_string(),
        first if modules.contains(&child(module, first)) => module.to_string(),
        _ => return None,
    };
    if segments.next_if(|s| ["crate", "sente", "self"].contains(s)).is_none() {
        while segments.next_if_eq(&"super").is_some() {
            at = parent(&at);
        }
    }
    for segment in segments {
        match child(&at, segment) {
            next if modules.contains(&next) => at = next,
            _ => break,
        }
    }
    Some(at)
}

/// The module `name` declared in `module`.
fn child(module: &str, name: &str) -> String {
    match module {
        ROOT => name.to_string(),
        _ => format!("{module}::{name}"),
    }
}

/// The module that declares `module`.
fn parent(module: &str) -> String {
    module
        .rsplit_once("::")
        .map_or(ROOT.to_string(), |(parent, _)| parent.to_string())
}

/// Each module's dependencies on the other modules of `modules` (module -> cleaned code).
fn dependency_graph(modules: &BTreeMap<String, String>) -> Graph {
    let names: BTreeSet<String> = modules.keys().cloned().collect();
    let mut graph = Graph::new();
    for (module, code) in modules {
        let deps = graph.entry(module.clone()).or_default();
        for path in paths(code) {
            if let Some(dep) = resolve(module, &path, &names).filter(|dep| dep != module) {
                deps.entry(dep).or_insert(path);
            }
        }
    }
    graph
}

/// Step 3: the import circles of `graph`. Each set of modules that reach each other is one
/// circle, listed with, for each import inside it, the shortest cycle through that import
/// (a -> b -> c -> a, each step with the path that makes it).
fn cycles(graph: &Graph) -> Vec<String> {
    let reach: BTreeMap<&str, _> = graph.keys().map(|m| (m.as_str(), search(graph, m))).collect();
    let mut circles = BTreeMap::<BTreeSet<&str>, BTreeSet<Vec<&str>>>::new();
    for (a, deps) in graph {
        for b in deps.keys() {
            let (a, b) = (a.as_str(), b.as_str());
            let Some(&back) = reach[b].get(a) else { continue };
            let mut cycle = vec![a, back];
            while cycle.last() != Some(&b) {
                cycle.push(reach[b][cycle.last().unwrap()]);
            }
            cycle.reverse();
            let first = cycle.iter().enumerate().min_by_key(|(_, m)| **m).unwrap().0;
            cycle.rotate_left(first);
            cycle.push(cycle[0]);
            let members = reach[a].keys().filter(|m| reach[**m].contains_key(a));
            circles.entry(members.copied().collect()).or_default().insert(cycle);
        }
    }
    let mut report = Vec::new();
    for (members, cycles) in circles {
        report.push(format!("modules in a circle: {}", Vec::from_iter(members).join(", ")));
        for cycle in cycles {
            report.push(format!("  {}", cycle.join(" -> ")));
            let step = |w: &[&str]| format!("      {} -> {}: {}", w[0], w[1], graph[w[0]][w[1]]);
            report.extend(cycle.windows(2).map(step));
        }
    }
    report
}

/// The modules `from` reaches in `graph` (itself only through a cycle), each with the
/// module before it on a shortest path.
fn search<'g>(graph: &'g Graph, from: &'g str) -> BTreeMap<&'g str, &'g str> {
    let mut before = BTreeMap::new();
    let mut queue = VecDeque::from([from]);
    while let Some(module) = queue.pop_front() {
        for dep in graph[module].keys() {
            if !before.contains_key(dep.as_str()) {
                before.insert(dep.as_str(), module);
                queue.push_back(dep);
            }
        }
    }
    before
}

/// Step 4: the imports that break [`RESTRICTED`] or [`LAYERS`], and the top-level modules
/// missing from [`LAYERS`].
fn layer_violations(graph: &Graph) -> Vec<String> {
    let top = |module: &str| module.split("::").next().unwrap().to_string();
    let layer = |module: &str| LAYERS.iter().position(|tops| tops.contains(&top(module).as_str()));
    let mut report: Vec<String> = BTreeSet::from_iter(graph.keys().filter(|m| layer(m).is_none()).map(|m| top(m)))
        .into_iter()
        .map(|name| format!("{name} is in no layer: add it to LAYERS"))
        .collect();
    for (module, deps) in graph {
        for (dep, path) in deps.iter().filter(|(dep, _)| top(dep) != top(module)) {
            let import = format!("{module} imports {dep} ({path})");
            let restricted = RESTRICTED
                .iter()
                .find(|(name, allowed)| top(dep) == *name && !allowed.contains(&top(module).as_str()));
            if let Some((name, allowed)) = restricted {
                report.push(format!("{import}: only {} may import {name}", allowed.join(" and ")));
            } else if let (Some(from), Some(to)) = (layer(module), layer(dep)) {
                if from < to {
                    report.push(format!("{import}: {} is a layer below {}", top(module), top(dep)));
                } else if from == to {
                    report.push(format!("{import}: {} and {} stand side by side", top(module), top(dep)));
                }
            }
        }
    }
    report
}

/// Step 5: the checker's own parts, on small inputs.
mod checker {
    use super::*;

    /// A graph of the given modules and their sources, as [`read_modules`] would clean them.
    fn graph_of(sources: &[(&str, &str)]) -> Graph {
        dependency_graph(&sources.iter().map(|(m, s)| (m.to_string(), clean(s))).collect())
    }

    /// The dependencies of `module` in `graph`.
    fn deps<'g>(graph: &'g Graph, module: &str) -> Vec<&'g str> {
        graph[module].keys().map(String::as_str).collect()
    }

    #[test]
    fn super_super_and_self_resolve_from_the_module() {
        let modules = BTreeSet::from(["a", "a::b", "a::b::c", "a::d", "a::d::e"].map(String::from));
        let from_c = |path| resolve("a::b::c", path, &modules);
        assert_eq!(from_c("super::super::d::e::Item").as_deref(), Some("a::d::e"));
        assert_eq!(from_c("super::Item").as_deref(), Some("a::b"));
        assert_eq!(from_c("self::Item").as_deref(), Some("a::b::c"));
        assert_eq!(from_c("crate::a::d::f::g").as_deref(), Some("a::d"));
        assert_eq!(from_c("sente::a::Item").as_deref(), Some("a"));
        assert_eq!(from_c("std::mem::swap"), None);
        assert_eq!(resolve("a", "d::e::f", &modules).as_deref(), Some("a::d::e"));
    }

    #[test]
    fn grouped_imports_expand_to_every_path() {
        assert_eq!(
            expand_use_tree("crate::a::{b, c::{d as x, e}, self}"),
            ["crate::a::b", "crate::a::c::d", "crate::a::c::e", "crate::a"]
        );
        let graph = graph_of(&[
            ("a", "pub use crate::{b::{self, Thing}, c::Other};"),
            ("b", ""),
            ("c", ""),
        ]);
        assert_eq!(deps(&graph, "a"), ["b", "c"]);
    }

    #[test]
    fn inline_paths_are_dependencies() {
        let code = "fn f() { let n = super::command::parse_int(w); crate::b::book_move(); std::mem::drop(n); }";
        let graph = graph_of(&[("a", ""), ("a::x", code), ("a::command", ""), ("b", "")]);
        assert_eq!(deps(&graph, "a::x"), ["a::command", "b"]);
    }

    #[test]
    fn test_code_and_comments_are_not_imports() {
        let code = "//! See [`super::b`].\n/// [`crate::c`]\n// use crate::c;\n/* use crate::c; /* nested */ */\n\
            use crate::b; const S: &str = \"crate::c\"; const Q: char = '\"'; fn f<'a>() { crate::b::g(); }\n\
            #[cfg(test)]\nfn only_in_tests() -> [u8; 2] { crate::c::h() }\n#[cfg(test)]\nmod tests;\n\
            #[cfg(test)]\nmod more_tests { use crate::c; fn f() { if x { crate::c::f() } } }";
        let graph = graph_of(&[("a", code), ("b", ""), ("c", "")]);
        assert_eq!(deps(&graph, "a"), ["b"]);
        let declares = Regex::new(r"\bmod\s+(\w+)\s*;").unwrap();
        assert!(!declares.is_match(&clean(code)), "the test-only `mod tests;` is gone");
    }

    #[test]
    fn circles_are_listed_with_each_step() {
        let graph = graph_of(&[
            ("a", "use crate::b::X;"),
            ("b", "fn f() { crate::c::g() }"),
            ("c", "use crate::a;"),
        ]);
        assert_eq!(
            cycles(&graph),
            [
                "modules in a circle: a, b, c",
                "  a -> b -> c -> a",
                "      a -> b: crate::b::X",
                "      b -> c: crate::c::g",
                "      c -> a: crate::a",
            ]
        );
    }

    #[test]
    fn layers_forbid_imports_upwards_and_sideways() {
        let graph = graph_of(&[
            ("score", "use crate::search::race;"),
            ("search", "use crate::board::X;"),
            ("search::race", ""),
            ("board", ""),
            ("gtp", "use crate::terminal::Y; use crate::tools::Z;"),
            ("terminal", ""),
            ("tools", ""),
            ("extra", ""),
        ]);
        assert_eq!(
            layer_violations(&graph),
            [
                "extra is in no layer: add it to LAYERS",
                "gtp imports terminal (crate::terminal::Y): gtp and terminal stand side by side",
                "gtp imports tools (crate::tools::Z): only tools and main may import tools",
                "score imports search::race (crate::search::race): score is a layer below search",
            ]
        );
    }
}
