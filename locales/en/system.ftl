# Operating-system errors (src/os_error.rs).
os-not-found = no such file or folder
os-permission-denied = permission denied
os-is-a-directory = it is a folder, not a file
os-not-a-directory = a part of the path is not a folder
os-read-only = the file system is read-only
os-storage-full = no space left on the device
os-already-exists = the file already exists
os-invalid-data = the text is not valid UTF-8
os-unexpected-eof = the data ends too early
os-interrupted = the operation was interrupted
os-out-of-memory = not enough memory
os-loop = too many levels of symbolic links (a link loop?)
os-name-too-long = the file name is too long
os-quota = the disk quota is exceeded
os-file-too-large = the file is too large for the file system
os-too-many-files = too many open files
os-other = system error: { $detail }
