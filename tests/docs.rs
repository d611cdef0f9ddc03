//! The documentation against the binary: README.md and docs/ name every flag, subcommand
//! and GTP command sente has, and none it lacks; every internal link resolves; every
//! figure of the README's strength table has its command in docs/strength.md; and the
//! parameter table of docs/design.md is the one `sente params` prints, and its fixed limits
//! hold the values of the source.
//!
//! The Markdown is read by a few lines of code, enough for these pages: fenced code
//! blocks, headings (with GitHub's anchor slugs), paragraphs, code spans and links.

mod common;

use common::process::run;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Flags of other programs that the pages name on their own, in backticks.
const FOREIGN_FLAGS: &[&str] = &[
    "--chinese-rules", // GNU Go
    "--release",       // cargo
    "--path",          // cargo install
    "--test",          // cargo test
    "--nocapture",     // the test harness
];

/// Words in backticks that look like GTP commands but are programs or output.
const NOT_COMMANDS: &[&str] = &["gogui-twogtp", "gogui-regress", "gogui-gfx:"];

/// Prefixes of the GTP extension families: a code span starting with one names a command.
const COMMAND_PREFIXES: &[&str] = &["sente-", "kgs-", "gogui-", "lz-", "kata-", "gg-"];

/// One Markdown page, read.
struct Page {
    /// The path from the repository root.
    path: PathBuf,
    /// The anchors of its headings, as GitHub makes them.
    anchors: BTreeSet<String>,
    /// Its headings in order: level, text, line index.
    headings: Vec<(usize, String, usize)>,
    /// Its paragraphs outside code blocks, lines joined with spaces.
    paragraphs: Vec<String>,
    /// Its fenced code blocks: the info string and the lines.
    blocks: Vec<(String, Vec<String>)>,
    /// All its lines.
    lines: Vec<String>,
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// README.md and every page of docs/.
fn pages() -> Vec<Page> {
    let mut paths = vec![PathBuf::from("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/ exists")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .map(|p| PathBuf::from("docs").join(p.file_name().expect("name")))
        .collect();
    docs.sort();
    paths.extend(docs);
    paths.into_iter().map(|p| read_page(&p)).collect()
}

fn read_page(path: &Path) -> Page {
    let text = std::fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let lines: Vec<String> = text.lines().map(str::to_string).collect();
    let mut page = Page {
        path: path.to_path_buf(),
        anchors: BTreeSet::new(),
        headings: Vec::new(),
        paragraphs: Vec::new(),
        blocks: Vec::new(),
        lines: lines.clone(),
    };
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut fence: Option<(String, Vec<String>)> = None;
    let mut paragraph: Vec<String> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let trimmed = line.trim_start();
        if let Some((info, body)) = fence.as_mut() {
            if trimmed.starts_with("```") {
                page.blocks.push((std::mem::take(info), std::mem::take(body)));
                fence = None;
            } else {
                body.push(line.clone());
            }
            continue;
        }
        if let Some(info) = trimmed.strip_prefix("```") {
            flush(&mut paragraph, &mut page.paragraphs);
            fence = Some((info.trim().to_string(), Vec::new()));
            continue;
        }
        if line.starts_with('#') {
            flush(&mut paragraph, &mut page.paragraphs);
            let level = line.chars().take_while(|&c| c == '#').count();
            let title = line[level..].trim().to_string();
            let base = slug(&title);
            let n = counts.entry(base.clone()).or_insert(0);
            let anchor = if *n == 0 { base.clone() } else { format!("{base}-{n}") };
            *n += 1;
            page.anchors.insert(anchor);
            page.headings.push((level, title.clone(), i));
            page.paragraphs.push(title);
            continue;
        }
        if line.trim().is_empty() || line.starts_with('|') || trimmed.starts_with("- ") {
            flush(&mut paragraph, &mut page.paragraphs);
        }
        if !line.trim().is_empty() {
            paragraph.push(line.trim().to_string());
        }
        if line.starts_with('|') {
            flush(&mut paragraph, &mut page.paragraphs);
        }
    }
    assert!(fence.is_none(), "{}: a code block is not closed", path.display());
    flush(&mut paragraph, &mut page.paragraphs);
    page
}

fn flush(paragraph: &mut Vec<String>, into: &mut Vec<String>) {
    if !paragraph.is_empty() {
        into.push(paragraph.join(" "));
        paragraph.clear();
    }
}

/// GitHub's anchor for a heading: the text without markup, lower case, with only letters,
/// digits, spaces, hyphens and underscores kept, and spaces made hyphens.
fn slug(title: &str) -> String {
    let text = strip_links(title).replace('`', "");
    text.to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// `[text](target)` becomes `text`.
fn strip_links(text: &str) -> String {
    let mut out = text.to_string();
    while let Some((start, end, label, _)) = find_link(&out, 0) {
        out.replace_range(start..end, &label);
    }
    out
}

/// The first link `[label](target)` at or after `from`: its span, label and target.
fn find_link(text: &str, from: usize) -> Option<(usize, usize, String, String)> {
    let mut at = from;
    while let Some(open) = text[at..].find('[').map(|i| i + at) {
        let close = text[open..].find("](").map(|i| i + open)?;
        let end = text[close..].find(')').map(|i| i + close)?;
        let label = &text[open + 1..close];
        if !label.contains('[') {
            let start = if open > 0 && text.as_bytes()[open - 1] == b'!' {
                open - 1
            } else {
                open
            };
            return Some((start, end + 1, label.to_string(), text[close + 2..end].to_string()));
        }
        at = open + 1;
    }
    None
}

/// The code spans of a paragraph, `\|` read as `|` (as in a table cell).
fn code_spans(paragraph: &str) -> Vec<String> {
    let mut spans = Vec::new();
    let mut rest = paragraph;
    while let Some(open) = rest.find('`') {
        let ticks = rest[open..].chars().take_while(|&c| c == '`').count();
        let fence = "`".repeat(ticks);
        let after = &rest[open + ticks..];
        let Some(close) = after.find(&fence) else { break };
        spans.push(after[..close].trim().replace("\\|", "|"));
        rest = &after[close + ticks..];
    }
    spans
}

/// A paragraph's text outside code spans.
fn outside_code(paragraph: &str) -> String {
    let mut out = String::new();
    for (i, part) in paragraph.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
        }
    }
    out
}

/// What the binary has: its subcommands and the flags of each ("" for the engine's own).
struct Cli {
    flags: BTreeMap<String, BTreeSet<String>>,
    commands: Vec<String>,
}

fn help(args: &[&str]) -> String {
    let out = run(args, b"", Duration::from_secs(20));
    assert!(out.success, "sente {args:?} fails: {}", out.stderr);
    out.stdout
}

/// The long flags of a help text's option lines (`  -h, --help`, `      --rules <RULES>`).
fn flags_of(help: &str) -> BTreeSet<String> {
    help.lines()
        .filter_map(|line| {
            let line = line.trim_start();
            let line = line
                .strip_prefix("-")
                .filter(|l| !l.starts_with('-'))
                .map_or(line, |l| l.split_once(", ").map_or(line, |(_, long)| long));
            let flag = line.strip_prefix("--")?;
            let name: String = flag
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            (!name.is_empty()).then(|| format!("--{name}"))
        })
        .collect()
}

fn cli() -> Cli {
    let top = help(&["--help"]);
    let subcommands: Vec<String> = top
        .split("Commands:")
        .nth(1)
        .expect("a Commands section")
        .split("Options:")
        .next()
        .expect("text")
        .lines()
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect();
    assert!(subcommands.contains(&"match".to_string()), "{subcommands:?}");
    let mut flags = BTreeMap::new();
    flags.insert(String::new(), flags_of(&top));
    for sub in subcommands.iter().filter(|s| *s != "help") {
        flags.insert(sub.clone(), flags_of(&help(&[sub, "--help"])));
    }
    flags.insert("help".to_string(), BTreeSet::new());
    let listed = run(&[], b"list_commands\nquit\n", Duration::from_secs(20));
    let commands: Vec<String> = listed
        .stdout
        .trim_start_matches("= ")
        .lines()
        .map(|l| l.trim_start_matches("= ").trim().to_string())
        .filter(|l| !l.is_empty())
        .collect();
    assert!(commands.contains(&"genmove".to_string()), "{commands:?}");
    Cli { flags, commands }
}

/// Splits a shell line into words, keeping a quoted string as one word (without quotes).
fn shell_words(line: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    let mut quote: Option<char> = None;
    let mut started = false;
    for c in line.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '"' | '\'') => {
                quote = Some(c);
                started = true;
            }
            (None, c) if c.is_whitespace() => {
                if started || !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                started = false;
            }
            (None, '#') if word.is_empty() && !started => break,
            (None, c) => word.push(c),
        }
    }
    if started || !word.is_empty() {
        words.push(word);
    }
    words
}

fn is_sente(word: &str) -> bool {
    word == "sente" || word.ends_with("/sente")
}

/// Checks one command line that runs sente (`words[0]` is sente): its subcommand and
/// every flag, and every quoted engine command in it that runs sente too. Returns the
/// problems found.
fn check_sente_line(cli: &Cli, words: &[String], context: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut rest = &words[1..];
    let mut sub = String::new();
    if let Some(first) = rest.first() {
        if !first.starts_with('-') && cli.flags.contains_key(first.as_str()) {
            sub = first.clone();
            rest = &rest[1..];
        } else if !first.starts_with('-') && first.chars().all(|c| c.is_ascii_lowercase()) && first.len() > 2 {
            // A word where a subcommand would stand: `regress` takes an engine and files,
            // so only plain lowercase words are taken for subcommands.
            problems.push(format!("{context}: `sente {first}`: no such subcommand"));
        }
    }
    let known = &cli.flags[&sub];
    for word in rest {
        if let Some(name) = word.strip_prefix("--") {
            let flag = format!("--{}", name.split('=').next().unwrap_or(name));
            if !known.contains(&flag) {
                problems.push(format!("{context}: `{flag}` is not a flag of `sente {sub}`"));
            }
        }
        let inner = shell_words(word);
        if inner.len() > 1 && is_sente(&inner[0]) {
            problems.extend(check_sente_line(cli, &inner, context));
        }
    }
    problems
}

/// Checks a shell line of a code block or a code span: sente's own lines, `cargo run`
/// lines that run sente, and quoted sente commands handed to other programs.
fn check_shell_line(cli: &Cli, line: &str, context: &str) -> Vec<String> {
    let words = shell_words(line);
    let Some(first) = words.first() else { return Vec::new() };
    if is_sente(first) {
        return check_sente_line(cli, &words, context);
    }
    if first == "cargo" && words.get(1).is_some_and(|w| w == "run") && !words.iter().any(|w| w == "--example") {
        if let Some(dash) = words.iter().position(|w| w == "--") {
            let mut line = vec!["sente".to_string()];
            line.extend(words[dash + 1..].iter().cloned());
            return check_sente_line(cli, &line, context);
        }
        return Vec::new();
    }
    let mut problems = Vec::new();
    for word in &words[1..] {
        let inner = shell_words(word);
        if inner.len() > 1 && is_sente(&inner[0]) {
            problems.extend(check_sente_line(cli, &inner, context));
        }
    }
    problems
}

/// A code block's logical lines: lines ending in `\` joined to the next.
fn logical_lines(lines: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in lines {
        let line = line.trim();
        if let Some(head) = line.strip_suffix('\\') {
            current.push_str(head);
            current.push(' ');
        } else {
            current.push_str(line);
            out.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

#[test]
fn the_docs_name_only_what_the_binary_has() {
    let cli = cli();
    let all_flags: BTreeSet<&String> = cli.flags.values().flatten().collect();
    let mut problems = Vec::new();
    for page in pages() {
        let name = page.path.display().to_string();
        for paragraph in &page.paragraphs {
            for span in code_spans(paragraph) {
                let first = span.split_whitespace().next().unwrap_or("");
                if first == "--" || first.ends_with('-') && !first.starts_with('-') {
                    // `--` alone (cargo's separator), or a family's prefix (`sente-`).
                } else if first.starts_with("--") {
                    let flag = first.split(['=', '[']).next().unwrap_or(first).to_string();
                    if !all_flags.contains(&flag) && !FOREIGN_FLAGS.contains(&flag.as_str()) {
                        problems.push(format!("{name}: `{span}`: sente has no flag {flag}"));
                    }
                } else if is_sente(first) || first == "cargo" {
                    problems.extend(check_shell_line(&cli, &span, &name));
                } else if COMMAND_PREFIXES.iter().any(|p| first.starts_with(p))
                    && !NOT_COMMANDS.contains(&first)
                    && !cli.commands.iter().any(|c| c == first)
                {
                    problems.push(format!("{name}: `{span}`: sente has no GTP command {first}"));
                }
            }
        }
        for (info, lines) in &page.blocks {
            if info == "sh" || info.is_empty() {
                for line in logical_lines(lines) {
                    problems.extend(check_shell_line(&cli, &line, &name));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "the docs name what sente lacks:\n{}",
        problems.join("\n")
    );
}

#[test]
fn the_docs_mention_every_flag_subcommand_and_gtp_command() {
    let cli = cli();
    let pages = pages();
    let page = |name: &str| pages.iter().find(|p| p.path == Path::new(name)).expect(name);
    let command_line = page("docs/command-line.md").lines.join("\n");
    let mut missing = Vec::new();
    for (sub, flags) in &cli.flags {
        if !sub.is_empty() && !command_line.contains(&format!("sente {sub}")) {
            missing.push(format!("docs/command-line.md: subcommand `sente {sub}`"));
        }
        for flag in flags {
            let named = command_line.match_indices(flag.as_str()).any(|(i, _)| {
                let next = command_line[i + flag.len()..].chars().next();
                !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-')
            });
            if !named {
                missing.push(format!("docs/command-line.md: flag {flag} of `sente {sub}`"));
            }
        }
    }
    let reference = page("docs/gtp-reference.md");
    let named: BTreeSet<String> = reference
        .paragraphs
        .iter()
        .flat_map(|p| code_spans(p))
        .filter_map(|s| s.split_whitespace().next().map(str::to_string))
        .collect();
    for command in &cli.commands {
        if !named.contains(command) {
            missing.push(format!("docs/gtp-reference.md: GTP command `{command}`"));
        }
    }
    let examples: String = reference
        .blocks
        .iter()
        .flat_map(|(_, lines)| lines.iter())
        .cloned()
        .collect::<Vec<_>>()
        .join("\n");
    for command in &cli.commands {
        let shown = examples
            .lines()
            .any(|l| l.split_whitespace().next() == Some(command.as_str()));
        if !shown {
            missing.push(format!("docs/gtp-reference.md: no example of `{command}`"));
        }
    }
    assert!(missing.is_empty(), "the docs do not mention:\n{}", missing.join("\n"));
}

#[test]
fn every_internal_link_resolves() {
    let pages = pages();
    let mut broken = Vec::new();
    for page in &pages {
        let dir = page.path.parent().unwrap_or(Path::new(""));
        for paragraph in &page.paragraphs {
            let text = outside_code(paragraph);
            let mut at = 0;
            while let Some((_, end, _, target)) = find_link(&text, at) {
                at = end;
                let target = target.split_whitespace().next().unwrap_or("").to_string();
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                let (file, anchor) = target
                    .split_once('#')
                    .map_or((target.as_str(), None), |(f, a)| (f, Some(a)));
                let path = if file.is_empty() {
                    page.path.clone()
                } else {
                    normalise(&dir.join(file))
                };
                if !root().join(&path).exists() {
                    broken.push(format!(
                        "{}: ({target}): no file {}",
                        page.path.display(),
                        path.display()
                    ));
                    continue;
                }
                if let Some(anchor) = anchor {
                    let anchors = match pages.iter().find(|p| p.path == path) {
                        Some(p) => p.anchors.clone(),
                        None => read_page(&path).anchors,
                    };
                    if !anchors.contains(anchor) {
                        broken.push(format!(
                            "{}: ({target}): no heading #{anchor} in {}",
                            page.path.display(),
                            path.display()
                        ));
                    }
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// `docs/../README.md` becomes `README.md`.
fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            std::path::Component::ParentDir => {
                out.pop();
            }
            std::path::Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

#[test]
fn every_docs_page_is_linked_from_the_readme_and_says_what_it_covers() {
    let pages = pages();
    let readme = pages[0].lines.join("\n");
    for page in &pages[1..] {
        let link = format!("({})", page.path.display());
        assert!(
            readme.contains(&link),
            "README.md does not link {}",
            page.path.display()
        );
        let first = page.paragraphs.get(1).map_or("", String::as_str);
        assert!(
            first.starts_with("This page"),
            "{} does not start by saying what it covers: {first}",
            page.path.display()
        );
    }
}

/// The lines of `page` under the heading with `anchor`, up to the next heading of its
/// level or above.
fn section<'a>(page: &'a Page, anchor: &str) -> &'a [String] {
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let headings: Vec<(usize, String, usize)> = page
        .headings
        .iter()
        .map(|(level, title, line)| {
            let base = slug(title);
            let n = counts.entry(base.clone()).or_insert(0);
            let a = if *n == 0 { base.clone() } else { format!("{base}-{n}") };
            *n += 1;
            (*level, a, *line)
        })
        .collect();
    let at = headings
        .iter()
        .position(|(_, a, _)| a == anchor)
        .unwrap_or_else(|| panic!("no #{anchor}"));
    let (level, _, start) = headings[at];
    let end = headings[at + 1..]
        .iter()
        .find(|(l, _, _)| *l <= level)
        .map_or(page.lines.len(), |h| h.2);
    &page.lines[start..end]
}

#[test]
fn every_figure_of_the_strength_table_has_its_command() {
    let pages = pages();
    let readme = &pages[0];
    let strength = pages
        .iter()
        .find(|p| p.path == Path::new("docs/strength.md"))
        .expect("docs/strength.md");
    let table = section(readme, "strength-at-a-glance");
    let rows: Vec<&String> = table
        .iter()
        .filter(|l| l.starts_with('|') && l.contains("docs/strength.md#"))
        .collect();
    assert!(rows.len() >= 4, "the strength table has its rows: {rows:?}");
    for row in rows {
        let (_, _, _, target) = find_link(row, 0).expect("a link");
        let anchor = target.split_once('#').expect("an anchor").1;
        let figure = row
            .split('|')
            .map(str::trim)
            .find(|cell| cell.contains('%'))
            .and_then(|cell| cell.split_whitespace().next())
            .unwrap_or_else(|| panic!("no percentage in {row}"));
        let lines = section(strength, anchor);
        let text = lines.join("\n");
        assert!(
            text.contains(figure),
            "docs/strength.md#{anchor} does not give {figure}"
        );
        let block = read_section_blocks(lines);
        assert!(
            block
                .iter()
                .any(|l| l.trim_start().starts_with("sente match") || l.trim_start().starts_with("sente bench")),
            "docs/strength.md#{anchor} has no `sente match` or `sente bench` command"
        );
        let date_commit = row
            .split('|')
            .map(str::trim)
            .find(|c| c.len() > 10 && c.as_bytes()[4] == b'-' && c.contains(", "))
            .unwrap_or_else(|| panic!("no date and commit in {row}"));
        for part in date_commit.split(", ") {
            assert!(text.contains(part), "docs/strength.md#{anchor} does not name {part}");
        }
    }
}

/// The lines inside the fenced code blocks of `lines`.
fn read_section_blocks(lines: &[String]) -> Vec<String> {
    let mut inside = false;
    let mut out = Vec::new();
    for line in lines {
        if line.trim_start().starts_with("```") {
            inside = !inside;
        } else if inside {
            out.push(line.clone());
        }
    }
    out
}

#[test]
fn the_parameter_table_is_the_one_the_code_prints() {
    let design = read_page(Path::new("docs/design.md"));
    let printed = sente::search::params::markdown();
    let documented: Vec<&String> = section(&design, "parameters")
        .iter()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| `") && !l.starts_with("| file"))
        .collect();
    let printed: Vec<&str> = printed.lines().filter(|l| !l.starts_with("|---")).collect();
    assert_eq!(
        documented, printed,
        "docs/design.md's parameter table is not `sente params`' output: paste it again"
    );
}

#[test]
fn the_fixed_limits_hold_the_values_of_the_source() {
    let design = read_page(Path::new("docs/design.md"));
    let rows: Vec<&String> = section(&design, "fixed-limits")
        .iter()
        .filter(|l| l.starts_with("| `"))
        .collect();
    assert!(rows.len() > 10, "the table of fixed limits has its rows");
    let mut wrong = Vec::new();
    for row in rows {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        let [file, name, value] = [cells[1], cells[2], cells[3]].map(|c| c.trim_matches('`'));
        let source =
            std::fs::read_to_string(root().join("src/search").join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let defined = source
            .lines()
            .any(|l| l.contains(&format!("const {name}:")) && l.trim_end().ends_with(&format!("= {value};")));
        if !defined {
            wrong.push(format!("{file}: {name} is not `{value}`"));
        }
    }
    assert!(
        wrong.is_empty(),
        "docs/design.md's fixed limits differ from the source:\n{}",
        wrong.join("\n")
    );
}

/// The `.rs` files under `dir`, recursively.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_experiment_log_entries_that_src_names_exist() {
    let log = read_page(Path::new("docs/experiment-log.md"));
    let titles: BTreeSet<String> = log.headings.iter().map(|(_, t, _)| t.clone()).collect();
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    let mut missing = Vec::new();
    for file in files {
        let source = std::fs::read_to_string(&file).expect("source");
        // Each comment block as one line, so that a title may wrap.
        let mut comments = String::new();
        for line in source.lines() {
            let line = line.trim_start();
            match line
                .strip_prefix("///")
                .or_else(|| line.strip_prefix("//!"))
                .or_else(|| line.strip_prefix("//"))
            {
                Some(text) => {
                    comments.push_str(text.trim());
                    comments.push(' ');
                }
                None => comments.push('\n'),
            }
        }
        for (at, _) in comments.match_indices("docs/experiment-log.md") {
            let after = &comments[at..];
            let end = after.find(')').unwrap_or(after.len());
            for (i, part) in after[..end].split('"').enumerate() {
                if i % 2 == 1 && !titles.contains(part) {
                    missing.push(format!("{}: \"{part}\"", file.display()));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "src names experiment-log entries that do not exist:\n{}",
        missing.join("\n")
    );
}
