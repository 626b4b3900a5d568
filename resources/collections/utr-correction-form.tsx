import {
  isGatewayInFlight,
  type UtrCorrectionValues,
  type UtrLookup,
  utrCorrectionSchema,
} from "@domain/api/collections";
import { formatInr } from "@domain/money/format-inr";
import { paymentSchema } from "@domain/schemas/payment";
import { type HttpError, useCustom } from "@refinedev/core";
import { Alert, Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { collectionShowPath } from "./collection-routes";
import { MoneyForm } from "./money-form";
import { Text } from "./payment-forms";

const utrNumberField = paymentSchema.shape.utrNumber;

/**
 * The spec's UTR correction: find the receipt by its UTR (utrNumber), then the new UTR (the old one optional,
 * checked against the receipt's), sent for approval; the approver's run reverses the receipt and posts it
 * again under the new UTR.
 */
export function UtrCorrectionForm() {
  const [typed, setTyped] = useState("");
  const [asked, setAsked] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const lookup = useCustom<UtrLookup, HttpError>({
    url: "",
    method: "get",
    config: { query: { utr: asked } },
    meta: { resource: "collections", operation: "utrLookup" },
    queryOptions: { enabled: asked !== undefined },
  });
  const find = () => {
    const parsed = utrNumberField.safeParse(typed);
    setProblem(parsed.success ? undefined : parsed.error.issues[0]?.message);
    setAsked(parsed.success ? parsed.data : undefined);
  };
  const found = asked ? lookup.result.data?.collection : undefined;
  return (
    <>
      <Form.Item
        label="UTR number"
        htmlFor="utr-correction-find"
        required
        validateStatus={problem ? "error" : undefined}
        help={problem}
      >
        <Space.Compact>
          <Input
            id="utr-correction-find"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onPressEnter={find}
            autoComplete="off"
          />
          <Button onClick={find} loading={lookup.query.isFetching}>
            Find
          </Button>
        </Space.Compact>
      </Form.Item>
      {asked && lookup.result.data && !found ? (
        <Alert type="warning" showIcon message="No collection has this UTR" />
      ) : null}
      {found && !isGatewayInFlight(found) ? (
        <MoneyForm<UtrCorrectionValues>
          key={`${found.id}-${found.version}`}
          label="UTR correction"
          schema={utrCorrectionSchema}
          call={{ operation: "utrCorrection" }}
          submitLabel="Send for approval"
          extra={{ id: found.id, version: found.version }}
          defaults={{ old_utr: found.utr ?? "", new_utr: "", reason: "" }}
        >
          {(control) => (
            <>
              <Alert
                type="info"
                message={
                  <>
                    <Link to={collectionShowPath(found.id)}>{found.receiptNumber}</Link> ·{" "}
                    {found.borrowerName} · {formatInr(found.amountPaise, { currency: true })}
                  </>
                }
              />
              <Text control={control} name="old_utr" label="Old UTR" />
              <Text control={control} name="new_utr" label="New UTR" required />
              <Text control={control} name="reason" label="Reason" />
            </>
          )}
        </MoneyForm>
      ) : null}
    </>
  );
}
