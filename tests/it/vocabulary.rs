//! One vocabulary for every command: each learner word (yes/no, sides, none,
//! ongoing/draw, ends, practice commands) in each language is read the same
//! way by `check` (the exercise answer reader), `quiz` and `practice`.

use plyyard::exercise::parse_answer;
use plyyard::game_api::{Answer, AnswerKind, End, GameKind, ItemKind, Status};
use plyyard::games;
use plyyard::qa::facts::Answer as FactAnswer;
use plyyard::qa::quiz::{Reply, judge_answer};
use plyyard::vocab::{
    self, COMMAND_WORDS, DRAW, END_WORDS, NO, NONE, ONGOING, ROLE_WORDS, SIDE_WORDS, YES,
};

/// The sides each word names, by game.
fn side_words() -> Vec<(GameKind, &'static str, &'static str)> {
    let mut out = Vec::new();
    for game in GameKind::ALL {
        for (side, words) in SIDE_WORDS {
            if game.sides().contains(side) {
                out.extend(words.iter().map(|w| (game, *side, *w)));
            }
        }
    }
    for (game, side, words) in ROLE_WORDS {
        out.extend(words.iter().map(|w| (*game, *side, *w)));
    }
    out
}

#[test]
fn yes_and_no_read_alike_in_check_and_quiz() {
    for game in GameKind::ALL {
        let adapter = games::adapter(game);
        for (words, value) in [(YES, true), (NO, false)] {
            for w in words {
                for typed in [w.to_string(), w.to_uppercase(), format!(" {w}. ")] {
                    assert_eq!(
                        parse_answer(AnswerKind::YesNo, &typed, adapter),
                        Ok(Answer::YesNo(value)),
                        "check: {typed:?}"
                    );
                    let right = FactAnswer::YesNo(value);
                    assert_eq!(
                        judge_answer(&right, game, &typed),
                        Reply::Right,
                        "quiz: {typed:?}"
                    );
                    let wrong = FactAnswer::YesNo(!value);
                    assert_eq!(
                        judge_answer(&wrong, game, &typed),
                        Reply::Wrong,
                        "quiz: {typed:?}"
                    );
                }
            }
        }
    }
}

#[test]
fn sides_read_alike_in_check_and_quiz() {
    for (game, side, w) in side_words() {
        let adapter = games::adapter(game);
        assert_eq!(
            parse_answer(AnswerKind::Side, w, adapter),
            Ok(Answer::Side(side)),
            "check side: {w}"
        );
        assert_eq!(
            parse_answer(AnswerKind::Status, w, adapter),
            Ok(Answer::Status(Status::Won(side))),
            "check status: {w}"
        );
        let e = FactAnswer::Side(side);
        assert_eq!(judge_answer(&e, game, w), Reply::Right, "quiz: {game} {w}");
    }
    // A side of another game is not read, by either command.
    let hnef = games::adapter(GameKind::Hnefatafl);
    assert!(parse_answer(AnswerKind::Side, "rouges", hnef).is_err());
    let e = FactAnswer::Side("black");
    assert_eq!(
        judge_answer(&e, GameKind::Hnefatafl, "rouges"),
        Reply::Unreadable
    );
    assert_eq!(
        judge_answer(&e, GameKind::Dominoes, "attackers"),
        Reply::Unreadable
    );
}

#[test]
fn statuses_ends_and_empty_sets() {
    for game in GameKind::ALL {
        let adapter = games::adapter(game);
        for w in ONGOING {
            assert_eq!(
                parse_answer(AnswerKind::Status, w, adapter),
                Ok(Answer::Status(Status::Ongoing)),
                "{w}"
            );
        }
        for w in DRAW {
            assert_eq!(
                parse_answer(AnswerKind::Status, w, adapter),
                Ok(Answer::Status(Status::Draw)),
                "{w}"
            );
        }
        for w in NONE {
            assert_eq!(
                parse_answer(AnswerKind::Distance, w, adapter),
                Ok(Answer::Distance(None)),
                "{w}"
            );
        }
    }
    let dom = games::adapter(GameKind::Dominoes);
    for w in NONE {
        assert_eq!(
            parse_answer(AnswerKind::Set(ItemKind::Move), w, dom),
            Ok(Answer::set(Vec::<String>::new())),
            "{w}"
        );
    }
    for (end, words) in END_WORDS {
        for w in *words {
            let typed = format!("2-5:{w}");
            let Ok(Answer::Classify(map)) = parse_answer(AnswerKind::Classify, &typed, dom) else {
                panic!("{typed} unreadable");
            };
            assert_eq!(map.get("2-5"), Some(end), "{typed}");
        }
    }
    assert_eq!(vocab::end("les deux"), Some(End::Both));
}

#[test]
fn practice_commands_never_shadow_an_answer_word() {
    let mut answers: Vec<&str> = Vec::new();
    for list in [YES, NO, NONE, ONGOING, DRAW] {
        answers.extend(list);
    }
    for (_, words) in SIDE_WORDS {
        answers.extend(*words);
    }
    for (_, words) in END_WORDS {
        answers.extend(*words);
    }
    for (command, words) in COMMAND_WORDS {
        for w in *words {
            assert_eq!(vocab::command(w), Some(*command), "{w}");
            assert_eq!(vocab::command(&w.to_uppercase()), Some(*command), "{w}");
            assert!(
                !answers.contains(w),
                "`{w}` is both a command and an answer"
            );
        }
    }
}

/// A play command word is never a move: in every game, at the start and in
/// a game under way, no command word reads as a move.
#[test]
fn no_play_command_shadows_a_move() {
    use plyyard::games::engine::Engine;
    use plyyard::games::play::Playable;
    use plyyard::games::{aeroplane, chinese_checkers, dominoes, hnefatafl};
    use plyyard::vocab::{PLAY_WORDS, play_command};

    fn none_read<G: Playable>(positions: &[G]) {
        for (_, words) in PLAY_WORDS {
            for w in *words {
                assert!(play_command(w).is_some(), "{w}");
                for g in positions {
                    assert!(g.read(w).is_err(), "{}: `{w}` reads as a move", G::KIND);
                }
            }
        }
    }
    let pending = aeroplane::Game::START.rolled(4);
    none_read(&[aeroplane::Game::START, pending]);
    none_read(&[chinese_checkers::game::Game::start()]);
    let mut dom = <dominoes::State as Engine>::start(1);
    let open = dom.choices(&dominoes::EDITION)[0];
    let checked = Engine::check(&dom, &dominoes::EDITION, &open).unwrap();
    Engine::play(&mut dom, &dominoes::EDITION, checked);
    none_read(&[<dominoes::State as Engine>::start(1), dom]);
    none_read(&[hnefatafl::game::Game::start()]);
}
