//! `gcnrs occupancy --json`: the text output's facts as one JSON object
//! (keys documented in README.md, "gcnrs occupancy --json").

use super::occupancy::Query;
use crate::occupancy::advice::{advise, suggested_attributes, NextWave};
use crate::occupancy::{
    effective_waves_per_eu, function_occupancy, max_num_sgprs_for_function,
    max_num_vector_regs_for_function, max_num_vgprs_for_function, occupancy_from_workgroup,
    printed_occupancy, Granules,
};
use serde_json::{json, Map, Value};

pub(super) fn render(q: &Query, table: bool) -> String {
    let t = &q.target;
    let mut o = Map::new();
    o.insert("cpu".into(), json!(t.cpu()));
    o.insert("wave_size".into(), json!(t.wave_size()));
    o.insert("max_waves_per_eu".into(), json!(t.max_waves_per_eu()));
    if let Some(u) = q.usage {
        let f = &q.limits;
        let vgprs = q.unified_vgprs(&u);
        let p = printed_occupancy(t, f, u.sgprs, vgprs, u.lds_bytes);
        let a = advise(t, f, u);
        o.insert("occupancy".into(), json!(p.occupancy));
        let keys: Vec<&str> = a.limited_by.iter().map(|l| l.key()).collect();
        o.insert("limited_by".into(), json!(keys));
        let bounds: Map<String, Value> = a
            .bounds
            .iter()
            .map(|b| (b.limiter.key().to_string(), json!(b.waves)))
            .collect();
        o.insert("bounds".into(), Value::Object(bounds));
        let hints: Map<String, Value> = suggested_attributes(t, f, &a.next_wave)
            .into_iter()
            .map(|(k, v)| (k.to_string(), json!(v)))
            .collect();
        let next = match &a.next_wave {
            NextWave::AtMaximum { limiter, waves } => json!({
                "at_maximum": true, "limiter": limiter.key(), "target": null,
                "reached": waves, "free": [], "attributes": {},
            }),
            NextWave::Free {
                target,
                reached,
                steps,
            } => {
                let free: Vec<Value> = steps
                    .iter()
                    .map(|s| {
                        json!({
                            "resource": s.limiter.key(), "used": s.used,
                            "budget": s.budget, "free": s.to_free(),
                        })
                    })
                    .collect();
                json!({
                    "at_maximum": false, "limiter": null, "target": target,
                    "reached": reached, "free": free, "attributes": hints,
                })
            }
        };
        o.insert("next_wave".into(), next);
        let mut granules = Map::new();
        granules.insert("vgpr".into(), granules_json(&t.vgpr_granules(vgprs)));
        if u.agprs > 0 && !t.has_gfx90a_insts() {
            granules.insert("agpr".into(), granules_json(&t.vgpr_granules(u.agprs)));
        }
        let sgpr = t
            .sgpr_granules(u.sgprs)
            .map_or(Value::Null, |g| granules_json(&g));
        granules.insert("sgpr".into(), sgpr);
        o.insert("granules".into(), Value::Object(granules));
        let (lo, hi) = f.flat_work_group_sizes(t);
        let (wmin, wmax) = effective_waves_per_eu(t, f);
        let (gmin, gmax) = occupancy_from_workgroup(t, u.lds_bytes, lo, hi);
        let (arch, acc) = max_num_vector_regs_for_function(t, f);
        let facts = [
            ("total_vgprs", json!(vgprs)),
            ("sgprs_for_waves_per_eu", json!(p.sgprs_for_waves)),
            ("vgprs_for_waves_per_eu", json!(p.vgprs_for_waves)),
            ("flat_work_group_size", json!([lo, hi])),
            ("waves_per_eu", json!([wmin, wmax])),
            ("workgroup_occupancy", json!([gmin, gmax])),
            (
                "function_occupancy",
                json!(function_occupancy(t, f, u.lds_bytes)),
            ),
            ("max_vgprs", json!(max_num_vgprs_for_function(t, f))),
            ("max_arch_vgprs", json!(arch)),
            ("max_agprs", json!(acc)),
            ("max_sgprs", json!(max_num_sgprs_for_function(t, f))),
        ];
        for (k, v) in facts {
            o.insert(k.into(), v);
        }
    }
    if table {
        let rows: Vec<Value> = t
            .threshold_table()
            .iter()
            .map(|r| json!({
                "waves": r.waves, "max_sgprs": r.max_sgprs, "max_vgprs": r.max_vgprs,
                "sgpr_budget": r.sgpr_budget, "pad_sgprs": r.min_sgprs, "pad_vgprs": r.min_vgprs,
            }))
            .collect();
        o.insert("table".into(), Value::Array(rows));
    }
    let mut text = serde_json::to_string_pretty(&Value::Object(o)).unwrap_or_default();
    text.push('\n');
    text
}

fn granules_json(g: &Granules) -> Value {
    json!({
        "used": g.used, "granule": g.granule, "allocated": g.allocated,
        "blocks": g.blocks, "to_save_block": g.to_save_block,
    })
}

#[cfg(test)]
mod tests {
    use crate::cli::run as gcnrs;
    use serde_json::{json, Value};

    fn json_of(args: &str) -> Value {
        let o = gcnrs(
            ["gcnrs", "occupancy", "--json"]
                .into_iter()
                .chain(args.split_whitespace()),
        );
        assert_eq!(o.code, 0, "{args}: {}", o.stderr);
        serde_json::from_str(&o.stdout).unwrap()
    }

    #[test]
    fn the_same_facts_as_the_text() {
        let v = json_of("--mcpu gfx900 --sgprs 89 --vgprs 30");
        assert_eq!(v["occupancy"], 8);
        assert_eq!(v["limited_by"], json!(["vgpr", "sgpr"]));
        assert_eq!(
            v["bounds"],
            json!({"vgpr": 8, "sgpr": 8, "workgroup": 10, "hardware": 10})
        );
        assert_eq!(
            v["next_wave"],
            json!({
                "at_maximum": false, "limiter": null, "target": 9, "reached": 9,
                "free": [
                    {"resource": "vgpr", "used": 30, "budget": 28, "free": 2},
                    {"resource": "sgpr", "used": 89, "budget": 88, "free": 1},
                ],
                "attributes": {"amdgpu-waves-per-eu": "9", "amdgpu-num-vgpr": "28", "amdgpu-num-sgpr": "88"},
            })
        );
        assert_eq!(
            v["granules"]["vgpr"],
            json!({"used": 30, "granule": 4, "allocated": 32, "blocks": 8, "to_save_block": 2})
        );
        assert_eq!(v["sgprs_for_waves_per_eu"], 89);
        let v = json_of("--mcpu gfx1100 --sgprs 4 --vgprs 10 --table");
        assert_eq!(v["next_wave"]["at_maximum"], true);
        assert_eq!(v["next_wave"]["limiter"], "hardware");
        assert_eq!(v["granules"]["sgpr"], Value::Null);
        assert_eq!(v["table"].as_array().map(Vec::len), Some(16));
        // Table only: no usage keys.
        let v = json_of("--mcpu gfx900 --table");
        assert!(v.get("occupancy").is_none() && v["table"].is_array());
    }
}
