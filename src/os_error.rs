//! Operating-system errors as language-neutral messages, so that `Permission
//! denied (os error 13)` reads in the learner's language (review D13).
//!
//! The kinds a user can meet with files are mapped to Fluent ids (`os-…`);
//! any other keeps the system's own words inside a localised frame, the only
//! place where they still say something useful.

use std::io::{self, ErrorKind};

use crate::message::Message;

/// Linux error numbers without a stable `ErrorKind`.
#[cfg(target_os = "linux")]
const ERRNO_IDS: &[(i32, &str)] = &[
    (40, "os-loop"),           // ELOOP
    (36, "os-name-too-long"),  // ENAMETOOLONG
    (122, "os-quota"),         // EDQUOT
    (27, "os-file-too-large"), // EFBIG
    (24, "os-too-many-files"), // EMFILE
];
#[cfg(not(target_os = "linux"))]
const ERRNO_IDS: &[(i32, &str)] = &[];

fn kind_id(kind: ErrorKind) -> Option<&'static str> {
    Some(match kind {
        ErrorKind::NotFound => "os-not-found",
        ErrorKind::PermissionDenied => "os-permission-denied",
        ErrorKind::IsADirectory => "os-is-a-directory",
        ErrorKind::NotADirectory => "os-not-a-directory",
        ErrorKind::ReadOnlyFilesystem => "os-read-only",
        ErrorKind::StorageFull => "os-storage-full",
        ErrorKind::AlreadyExists => "os-already-exists",
        ErrorKind::InvalidData => "os-invalid-data",
        ErrorKind::UnexpectedEof => "os-unexpected-eof",
        ErrorKind::Interrupted => "os-interrupted",
        ErrorKind::OutOfMemory => "os-out-of-memory",
        _ => return None,
    })
}

/// Marks an error met while reading the learner's input, so that it is not
/// reported as an output error (review D6): the I/O error it came from is
/// kept as the source.
#[derive(Debug, thiserror::Error)]
#[error("cannot read the input: {0}")]
pub struct InputError(#[source] pub io::Error);

/// Wraps an error of reading the input (same kind, marked as input).
pub fn input_error(err: io::Error) -> io::Error {
    io::Error::new(err.kind(), InputError(err))
}

/// The input error inside `err`, if it is one made by [`input_error`].
pub fn as_input_error(err: &io::Error) -> Option<&io::Error> {
    err.get_ref()?.downcast_ref::<InputError>().map(|e| &e.0)
}

/// The message describing an I/O error, in no language yet.
pub fn io_error(err: &io::Error) -> Message {
    if let Some(inner) = as_input_error(err) {
        return io_error(inner);
    }
    let by_errno = err
        .raw_os_error()
        .and_then(|code| ERRNO_IDS.iter().find(|(c, _)| *c == code))
        .map(|(_, id)| *id);
    match by_errno.or_else(|| kind_id(err.kind())) {
        Some(id) => Message::new(id),
        None => Message::new("os-other").text("detail", err.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Localiser};

    #[test]
    fn common_errors_are_localised() {
        let denied = io::Error::from_raw_os_error(13);
        let fr = Localiser::new(Lang::Fr);
        let ru = Localiser::new(Lang::Ru);
        assert_eq!(fr.text(&io_error(&denied)), "permission refusée");
        assert_eq!(ru.text(&io_error(&denied)), "доступ запрещён");
        let dir = io::Error::from(ErrorKind::IsADirectory);
        assert_eq!(io_error(&dir).id, "os-is-a-directory");
        let utf8 = io::Error::new(ErrorKind::InvalidData, "stream did not contain valid UTF-8");
        assert!(!fr.text(&io_error(&utf8)).contains("stream"));
    }

    #[test]
    fn input_errors_are_marked_and_keep_their_kind() {
        let err = input_error(io::Error::from(ErrorKind::IsADirectory));
        assert_eq!(err.kind(), ErrorKind::IsADirectory);
        assert!(as_input_error(&err).is_some());
        assert_eq!(io_error(&err).id, "os-is-a-directory");
        assert!(as_input_error(&io::Error::from(ErrorKind::IsADirectory)).is_none());
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn errno_without_a_kind_and_unknown_errors() {
        assert_eq!(io_error(&io::Error::from_raw_os_error(40)).id, "os-loop");
        let odd = io::Error::other("something odd");
        let text = Localiser::new(Lang::Ru).text(&io_error(&odd));
        assert!(text.contains("something odd"), "{text}");
        assert!(text.starts_with("системная ошибка"), "{text}");
    }
}
