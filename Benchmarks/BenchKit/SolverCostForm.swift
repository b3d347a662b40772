#if !canImport(UIKit)
  import HeadlessUIKit

  /// The linear system Auto Layout makes for a form, for timing the model's solver on its
  /// own: a container 390 pt wide holding `rows` rows, each a label and a field side by side,
  /// as apps build forms with constraints.
  ///
  /// Per row, 13 constraints (variables: each view's left, top, width, height):
  /// - required (5): label.left = container.left + 20; field.left = label.right + 8;
  ///   field.right = container.right − 20; field.top = previous row's bottom + 12 (the
  ///   container's top + 20 for the first); label.centerY = field.centerY;
  /// - intrinsic sizes as UIKit makes them [doc: UIView.h] (8): the label 80 × 21, hugging
  ///   251 and compression 750; the field 100 × 44, hugging 250, compression 749 across and
  ///   750 along.
  ///
  /// Plus 4 for the container (left, top, width required; its height = last bottom + 20):
  /// 8 rows make 108 constraints, 77 rows 1,005.
  enum SolverCostForm {
    static func constraints(rows: Int) -> (constraints: [LinearConstraint], variables: Int) {
      var builder = Builder()
      let container = builder.newView()
      builder.equal([(1, container.left)], 0)
      builder.equal([(1, container.top)], 0)
      builder.equal([(1, container.width)], -390)
      var previousBottom: [(Double, Int)] = [(1, container.top)]
      var previousGap = 20.0
      for _ in 0..<rows {
        let label = builder.newView()
        let field = builder.newView()
        builder.equal([(1, label.left), (-1, container.left)], -20)
        builder.equal([(1, field.left), (-1, label.left), (-1, label.width)], -8)
        builder.equal(
          [(1, field.left), (1, field.width), (-1, container.left), (-1, container.width)], 20)
        builder.equal([(1, field.top)] + previousBottom.map { (-$0.0, $0.1) }, -previousGap)
        // centerY: top + height / 2 equal for both.
        builder.equal(
          [(1, label.top), (0.5, label.height), (-1, field.top), (-0.5, field.height)], 0)
        builder.intrinsic(label.width, 80, hugging: 251, compression: 750)
        builder.intrinsic(label.height, 21, hugging: 251, compression: 750)
        builder.intrinsic(field.width, 100, hugging: 250, compression: 749)
        builder.intrinsic(field.height, 44, hugging: 250, compression: 750)
        previousBottom = [(1, field.top), (1, field.height)]
        previousGap = 12
      }
      builder.equal(
        [(1, container.top), (1, container.height)] + previousBottom.map { (-$0.0, $0.1) }, -20)
      return (builder.constraints, builder.variables)
    }

    /// One view's four variables.
    private struct ViewVariables {
      let left: Int
      let top: Int
      let width: Int
      let height: Int
    }

    private struct Builder {
      var constraints: [LinearConstraint] = []
      var variables = 0

      mutating func newView() -> ViewVariables {
        defer { variables += 4 }
        return ViewVariables(
          left: variables, top: variables + 1, width: variables + 2, height: variables + 3)
      }

      mutating func add(
        _ terms: [(Double, Int)], _ constant: Double, _ relation: LinearConstraint.Relation,
        _ priority: Float
      ) {
        var expression = LinearExpression(constant: constant)
        for (coefficient, index) in terms {
          expression.terms[LayoutVariable(index: index), default: 0] += coefficient
        }
        constraints.append(
          LinearConstraint(expression: expression, relation: relation, priority: priority))
      }

      /// `Σ terms + constant == 0`, required.
      mutating func equal(_ terms: [(Double, Int)], _ constant: Double) {
        add(terms, constant, .equal, 1000)
      }

      /// Hugging `v ≤ size` and compression resistance `v ≥ size`.
      mutating func intrinsic(_ variable: Int, _ size: Double, hugging: Float, compression: Float) {
        add([(1, variable)], -size, .lessThanOrEqual, hugging)
        add([(1, variable)], -size, .greaterThanOrEqual, compression)
      }
    }
  }
#endif
