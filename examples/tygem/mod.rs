//! Reads the Tygem game records of `../shared/games` for the examples that learn from
//! them: one zip holding one text file, one game a line, `ID<TAB>;B[pd];W[dd]...`.

use rayon::prelude::*;
use sente::game::Game;
use sente::rules::Rules;
use sente::sgf::SgfRules;
use std::io::Read;

/// The komi the games are read with: the file gives none, and 6.5 is Tygem's.
pub const KOMI: f32 = 6.5;

/// The games of the Tygem file (in a zip) at `path`, in the file's order, under
/// chinese rules at [`KOMI`]; a line that is no game is skipped.
pub fn games(path: &str) -> Vec<Game> {
    let file = std::fs::File::open(path).unwrap_or_else(|e| panic!("cannot open {path}: {e}"));
    let mut archive = zip::ZipArchive::new(file).unwrap_or_else(|e| panic!("{path} is no zip file: {e}"));
    let mut text = String::new();
    archive
        .by_index(0)
        .and_then(|mut entry| Ok(entry.read_to_string(&mut text)?))
        .unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    let lines: Vec<&str> = text.lines().collect();
    lines
        .par_iter()
        .filter_map(|line| {
            let (_, moves) = line.split_once('\t')?;
            let sgf = format!("(;GM[1]SZ[19]{moves})");
            sente::sgf::load(
                &sgf,
                Rules::chinese(),
                SgfRules::Follow,
                KOMI,
                &sente::sgf::LoadUntil::End,
            )
            .ok()
            .map(|r| r.game)
        })
        .collect()
}
