import {
  MAPS,
  SERVER_DURATION_HOURS,
  SERVER_PASSWORD_MAX_LENGTH,
  SERVER_PASSWORD_PATTERN,
  SERVER_PASSWORD_PLACEHOLDER,
  SERVER_TYPE_INFO,
  SERVER_TYPES,
  type ServerType,
} from "@fragboard/core";
import { Switch } from "../../components/ui/Switch.js";
import type { Form } from "../../lib/use-form.js";
import type { Settings } from "./server-settings.js";

const SERVER_MAP_CHOICES = MAPS.filter((m) => m.server);
const HOURS = Array.from(
  { length: SERVER_DURATION_HOURS.max - SERVER_DURATION_HOURS.min + 1 },
  (_, i) => SERVER_DURATION_HOURS.min + i,
);
const fieldClass = "h-9 w-full rounded border border-line bg-bg px-2 text-sm disabled:opacity-50";

/**
 * The controls of the Server Settings form: map, type (choosing one sets the slots to its
 * maximum), the slot range of the type, 1-3 hours, the switches, and a password only when private.
 */
export function ServerFields({ form }: { form: Form<Settings> }) {
  const { values, update, fieldId } = form;
  const info = SERVER_TYPE_INFO[values.serverType];
  return (
    <>
      <div>
        <label htmlFor={fieldId("map")} className="mb-1 block text-muted text-sm">
          Map
        </label>
        <select
          id={fieldId("map")}
          className={fieldClass}
          value={values.map}
          onChange={(e) => update({ map: e.target.value })}
        >
          {SERVER_MAP_CHOICES.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
              {m.community ? " (community)" : ""}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={fieldId("serverType")} className="mb-1 block text-muted text-sm">
          Server type
        </label>
        <select
          id={fieldId("serverType")}
          className={fieldClass}
          value={values.serverType}
          onChange={(e) => {
            const serverType = e.target.value as ServerType;
            update({ serverType, playerSlots: SERVER_TYPE_INFO[serverType].maxSlots });
          }}
        >
          {SERVER_TYPES.map((type) => (
            <option key={type} value={type} disabled={!SERVER_TYPE_INFO[type].enabled}>
              {SERVER_TYPE_INFO[type].label}
              {SERVER_TYPE_INFO[type].enabled ? "" : " (WIP)"}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={fieldId("playerSlots")} className="mb-1 block text-muted text-sm">
          Player slots ({info.minSlots}-{info.maxSlots})
        </label>
        <input
          id={fieldId("playerSlots")}
          type="number"
          className={fieldClass}
          min={info.minSlots}
          max={info.maxSlots}
          step={1}
          required
          value={values.playerSlots}
          onChange={(e) => update({ playerSlots: e.target.valueAsNumber })}
        />
      </div>
      <div>
        <label htmlFor={fieldId("serverDuration")} className="mb-1 block text-muted text-sm">
          Duration
        </label>
        <select
          id={fieldId("serverDuration")}
          className={fieldClass}
          value={values.serverDuration}
          onChange={(e) => update({ serverDuration: Number(e.target.value) })}
        >
          {HOURS.map((h) => (
            <option key={h} value={h}>
              {h} {h === 1 ? "hour" : "hours"}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 sm:col-span-2">
        <Switch
          label="Private"
          checked={values.isPrivate}
          onChange={(isPrivate) => update({ isPrivate })}
          tooltip="A private server needs its password; others see 'Private' instead of how to join"
        />
        <Switch
          label="GOTV"
          checked={values.gotv}
          onChange={(gotv) => update({ gotv })}
          tooltip="Broadcast the server on GOTV"
        />
        <Switch
          label="Coach slot"
          checked={values.coachSlot}
          onChange={(coachSlot) => update({ coachSlot })}
          tooltip="Keep a slot for a coach"
        />
      </div>
      {values.isPrivate && (
        <div className="sm:col-span-2">
          <label htmlFor={fieldId("password")} className="mb-1 block text-muted text-sm">
            Password
          </label>
          <input
            id={fieldId("password")}
            className={fieldClass}
            placeholder={SERVER_PASSWORD_PLACEHOLDER}
            maxLength={SERVER_PASSWORD_MAX_LENGTH}
            pattern={SERVER_PASSWORD_PATTERN.source}
            title="No spaces, semicolons or quotes"
            autoComplete="off"
            value={values.password}
            onChange={(e) => update({ password: e.target.value })}
          />
        </div>
      )}
    </>
  );
}
