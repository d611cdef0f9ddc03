//! The openings of a `sente match` (`--openings PATH`): the moves of SGF game records,
//! read with [`crate::sgf`], that start the games in place of random moves. PATH is an SGF
//! file of one game or of several game trees, or a folder whose `.sgf` files are read in
//! the order of their names. Each opening is played twice, once with each engine as Black
//! ([`Openings::for_game`], and the match swaps the colours), so that a lucky opening
//! favours neither.

use crate::game::Move;
use crate::rules::Rules;
use crate::sgf::{self, SgfError, SgfRules};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why the openings could not be read.
#[derive(Debug, Error)]
pub enum OpeningsError {
    /// The file or folder could not be read.
    #[error("cannot read {path}: {reason}")]
    Read {
        /// What could not be read.
        path: PathBuf,
        /// Why, as the system said.
        reason: String,
    },
    /// A file that is not a valid SGF record of Go games.
    #[error("{path}: {error}")]
    Sgf {
        /// The file.
        path: PathBuf,
        /// What the SGF reader found.
        error: SgfError,
    },
    /// A game on another board than the match's.
    #[error("{path}: game {game} is on {size}x{size}, the match on {expected}x{expected}: give --size {size} or other openings")]
    Size {
        /// The file.
        path: PathBuf,
        /// Which game of the file, from 1.
        game: usize,
        /// Its board size.
        size: usize,
        /// The match's.
        expected: usize,
    },
    /// A game with handicap or setup stones, which a match cannot tell the engines as moves.
    #[error("{path}: game {game} has handicap or setup stones (AB, AW, HA): an opening must start on the empty board")]
    Setup {
        /// The file.
        path: PathBuf,
        /// Which game of the file, from 1.
        game: usize,
    },
    /// Nothing to play: a folder without `.sgf` files.
    #[error("{0}: no .sgf files there")]
    Empty(PathBuf),
}

/// The openings of a match, in the order they are played.
#[derive(Debug, Clone, PartialEq)]
pub struct Openings {
    lines: Vec<Vec<Move>>,
}

impl Openings {
    /// Reads the openings at `path` (a file or a folder of `.sgf` files) for games on a
    /// `size` board; their moves are checked under `rules`.
    pub fn load(path: &Path, size: usize, rules: Rules) -> Result<Openings, OpeningsError> {
        let read_error = |path: &Path, error: std::io::Error| OpeningsError::Read {
            path: path.to_path_buf(),
            reason: error.to_string(),
        };
        let files = if path.is_dir() {
            let mut files: Vec<PathBuf> = std::fs::read_dir(path)
                .map_err(|error| read_error(path, error))?
                .filter_map(|entry| entry.ok().map(|entry| entry.path()))
                .filter(|file| file.extension().is_some_and(|ext| ext.eq_ignore_ascii_case("sgf")))
                .collect();
            files.sort();
            files
        } else {
            vec![path.to_path_buf()]
        };
        if files.is_empty() {
            return Err(OpeningsError::Empty(path.to_path_buf()));
        }
        let mut lines = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(&file).map_err(|error| read_error(&file, error))?;
            // The komi does not matter: only the moves are kept.
            let records = sgf::load_all(&text, rules, SgfRules::Keep, 0.0).map_err(|error| OpeningsError::Sgf {
                path: file.clone(),
                error,
            })?;
            for (index, record) in records.into_iter().enumerate() {
                let game = &record.game;
                if game.size() != size {
                    return Err(OpeningsError::Size {
                        path: file,
                        game: index + 1,
                        size: game.size(),
                        expected: size,
                    });
                }
                if game.handicap_count() > 0 || !game.setup_stones().is_empty() {
                    return Err(OpeningsError::Setup {
                        path: file,
                        game: index + 1,
                    });
                }
                lines.push(game.moves().to_vec());
            }
        }
        Ok(Openings { lines })
    }

    /// The opening of game `index` (from 0): opening `k` is played by games `2k` and `2k +
    /// 1` (which the match gives engine A Black in the first and White in the second), and
    /// the openings start over after the last.
    pub fn for_game(&self, index: usize) -> &[Move] {
        &self.lines[(index / 2) % self.lines.len()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{vertex, Color};

    /// A fresh folder for a test's files, named after `name`.
    fn folder(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("sente-openings-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a temporary folder");
        dir
    }

    fn first_point(openings: &Openings, index: usize) -> String {
        vertex::format(9, openings.for_game(index)[0].point)
    }

    #[test]
    fn each_opening_is_played_twice_and_they_start_over() {
        let dir = folder("pairs");
        std::fs::write(dir.join("b.sgf"), "(;SZ[9];B[cc];W[gg])(;SZ[9];B[ee])").expect("written");
        std::fs::write(dir.join("a.sgf"), "(;SZ[9];B[dd])").expect("written");
        std::fs::write(dir.join("notes.txt"), "not an opening").expect("written");
        let openings = Openings::load(&dir, 9, Rules::chinese()).expect("valid openings");
        let _ = std::fs::remove_dir_all(&dir);
        let games: Vec<String> = (0..8).map(|index| first_point(&openings, index)).collect();
        assert_eq!(games, ["D6", "D6", "C7", "C7", "E5", "E5", "D6", "D6"]);
        assert_eq!(openings.for_game(2)[1].colour, Color::White);
    }

    #[test]
    fn openings_on_another_board_or_with_stones_set_up_are_refused() {
        let dir = folder("refused");
        let file = dir.join("one.sgf");
        std::fs::write(&file, "(;SZ[9];B[cc])(;SZ[13];B[cc])").expect("written");
        let error = Openings::load(&file, 9, Rules::chinese()).expect_err("a 13x13 game");
        assert!(
            error
                .to_string()
                .ends_with("one.sgf: game 2 is on 13x13, the match on 9x9: give --size 13 or other openings"),
            "{error}"
        );
        std::fs::write(&file, "(;SZ[9]AB[cc];W[gg])").expect("written");
        assert!(matches!(
            Openings::load(&file, 9, Rules::chinese()),
            Err(OpeningsError::Setup { game: 1, .. })
        ));
        std::fs::write(&file, "(;SZ[9];B[cc];W[cc])").expect("written");
        assert!(matches!(
            Openings::load(&file, 9, Rules::chinese()),
            Err(OpeningsError::Sgf { .. })
        ));
        std::fs::remove_file(&file).expect("removed");
        assert!(matches!(
            Openings::load(&dir, 9, Rules::chinese()),
            Err(OpeningsError::Empty(_))
        ));
        assert!(matches!(
            Openings::load(&file, 9, Rules::chinese()),
            Err(OpeningsError::Read { .. })
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
