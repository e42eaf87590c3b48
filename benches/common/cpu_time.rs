//! CPU time as a criterion measurement: the benchmark thread's CPU clock
//! (`CLOCK_THREAD_CPUTIME_ID`), so that other work on the shared machine
//! does not count, as wall time would.

use criterion::Throughput;
use criterion::measurement::{Measurement, ValueFormatter};

/// The thread's CPU time, in nanoseconds.
pub struct CpuTime;

fn now_ns() -> u64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec to write to; the clock id is a constant.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    assert_eq!(rc, 0, "clock_gettime failed");
    t.tv_sec as u64 * 1_000_000_000 + t.tv_nsec as u64
}

impl Measurement for CpuTime {
    type Intermediate = u64;
    type Value = u64;

    fn start(&self) -> u64 {
        now_ns()
    }
    fn end(&self, start: u64) -> u64 {
        now_ns() - start
    }
    fn add(&self, a: &u64, b: &u64) -> u64 {
        a + b
    }
    fn zero(&self) -> u64 {
        0
    }
    fn to_f64(&self, v: &u64) -> f64 {
        *v as f64
    }
    fn formatter(&self) -> &dyn ValueFormatter {
        &CpuFormatter
    }
}

struct CpuFormatter;

impl ValueFormatter for CpuFormatter {
    fn scale_values(&self, ns: f64, values: &mut [f64]) -> &'static str {
        let (factor, unit) = if ns < 1e3 {
            (1.0, "ns CPU")
        } else if ns < 1e6 {
            (1e-3, "µs CPU")
        } else if ns < 1e9 {
            (1e-6, "ms CPU")
        } else {
            (1e-9, "s CPU")
        };
        for v in values {
            *v *= factor;
        }
        unit
    }

    fn scale_throughputs(
        &self,
        ns: f64,
        throughput: &Throughput,
        values: &mut [f64],
    ) -> &'static str {
        let per = match *throughput {
            Throughput::Elements(n) | Throughput::ElementsAndBytes { elements: n, .. } => n as f64,
            Throughput::Bytes(n) | Throughput::BytesDecimal(n) => n as f64,
            Throughput::Bits(n) => n as f64,
        };
        let _ = ns;
        for v in values {
            *v = per * 1e9 / *v;
        }
        "elem/s CPU"
    }

    fn scale_for_machines(&self, _values: &mut [f64]) -> &'static str {
        "ns"
    }
}
